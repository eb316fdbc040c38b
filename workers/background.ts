import { type BackgroundBase, backgroundBase } from "./background-base";
import { type UserObjectClient, userObjectClient } from "./user-object/client";

// What work outside an HTTP request (queue consumers, the cron sweep) needs: background-base.ts's
// settings, database, OpenAI client and archives, and a user's object, where their older versions'
// text lives. The one way to read the environment there, as createAppContext is for requests.
export type BackgroundContext = BackgroundBase & { userObjectOf: (userId: string) => UserObjectClient };

export function backgroundContext(env: Env): BackgroundContext {
  return { ...backgroundBase(env), userObjectOf: (userId) => userObjectClient(env.USER_OBJECT, userId) };
}
