import { createDb } from "../db/client";
import { type BackgroundBase, backgroundBase } from "./background-base";
import { type UserObjectClient, userObjectClient } from "./user-object/client";

// What work outside an HTTP request (queue consumers, the cron sweep) needs: background-base.ts's
// settings, database, OpenAI client and archives, and a user's object, where their older versions'
// text lives. The one way to read the environment there, as createAppContext is for requests.
export type BackgroundContext = BackgroundBase & {
  userObjectOf: (userId: string) => UserObjectClient;
  /** D1 read at a request's bookmark (a replica that holds what it wrote); the plain binding without one. */
  readsAt: (bookmark: string | undefined) => BackgroundBase["db"];
};

export function backgroundContext(env: Env): BackgroundContext {
  const base = backgroundBase(env);
  return {
    ...base,
    userObjectOf: (userId) => userObjectClient(env.USER_OBJECT, userId),
    readsAt: (bookmark) => (bookmark ? createDb(env.DB.withSession(bookmark)) : base.db),
  };
}
