import type OpenAI from "openai";
import type Stripe from "stripe";
import { createStripe } from "../app/services/stripe.server";
import { createDb } from "../db/client";
import { type Auth, createAuth } from "../app/services/auth.server";
import { parseSettings, publicSettings } from "../app/settings.server";
import { createOpenAI } from "./openai";
import { userObjectClient } from "./user-object/client";

// Everything a request needs, built for that request only: settings parsed once, the database
// bound to this request's D1, and clients made on first use (most requests need none of them).
export function createAppContext(env: Env, request: Request) {
  const settings = parseSettings(env as unknown as Record<string, unknown>);
  const db = createDb(env.DB);
  const origin = new URL(request.url).origin;
  let auth: Auth | undefined;
  let openai: OpenAI | null | undefined;
  let stripe: Stripe | null | undefined;
  return {
    env,
    settings,
    publicSettings: publicSettings(settings),
    db,
    requestId: request.headers.get("cf-ray") ?? crypto.randomUUID(),
    get auth() {
      auth ??= createAuth(settings, db, origin);
      return auth;
    },
    /** The OpenAI client, or null when no key is configured (the product then says so). */
    get openai() {
      if (openai === undefined) {
        openai = createOpenAI(settings);
      }
      return openai;
    },
    /** The Stripe client, or null when Stripe is not configured (/plans then starts a local trial). */
    get stripe() {
      if (stripe === undefined) stripe = createStripe(settings);
      return stripe;
    },
    userObject: (userId: string) => userObjectClient(env.USER_OBJECT, userId),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;

/** What hono's handlers see: the bindings, and this request's context and id (one type for every router). */
export type ApiEnv = { Bindings: Env; Variables: { app: AppContext; requestId: string } };
