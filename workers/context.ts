import type OpenAI from "openai";
import type Stripe from "stripe";
import { createStripe } from "../app/services/billing/stripe.server";
import { createDb } from "../db/client";
import { type Auth, createAuth } from "../app/services/account/auth.server";
import { stillLive } from "../app/services/account/session-check.server";
import { parseSettings, publicSettings } from "../app/settings.server";
import { runWritingChecks } from "../app/domain/essays/writing-checks";
import { newRequestLog, withRequestLogD1, writeErrorLine } from "./observability/log-line";
import { createOpenAI } from "./openai";
import { memoPageOf, requestPageMemo } from "./page-memo";
import { readFreshnessOf, sessionStartOf } from "./read-freshness";

// Everything a request needs, built for that request only: settings parsed once, the database
// bound to this request's D1, and clients made on first use (most requests need none of them).
// `log` gathers what the request's log line reports: D1 round trips and user-object calls are
// counted as they happen (through `env.DB`, `db` and `userObject`), the user is set once known.
// `db` reads through one D1 Sessions API session (read-freshness.ts): a page from the replica
// nearest the browser that holds its own writes, a write and what must see others' writes from
// the primary; `bookmark()` is where the session ended, which goes back to the browser.
export function createAppContext(rawEnv: Env, request: Request, options: { requestId?: string } = {}) {
  const log = newRequestLog();
  const settings = parseSettings(rawEnv as unknown as Record<string, unknown>);
  const freshness = readFreshnessOf(request);
  // A workspace page may be answered from what it last read; a write empties its user's (page-memo.ts).
  const { pageMemo, userObject } = requestPageMemo(memoPageOf(request, freshness, settings), log, rawEnv.USER_OBJECT);
  const env = withRequestLogD1(rawEnv, log, () => pageMemo.written());
  const d1 = env.DB.withSession(sessionStartOf(request, freshness));
  const db = createDb(pageMemo.over(d1));
  const url = new URL(request.url);
  const origin = url.origin;
  const requestId = options.requestId ?? request.headers.get("cf-ray") ?? crypto.randomUUID();
  let auth: Auth | undefined;
  let primary: ReturnType<typeof createDb> | undefined;
  let signedIn: Promise<SignedIn | null> | undefined;
  /** Cookies this request's answer must carry besides the page's own (the session's refreshed copy). */
  const cookies: string[] = [];
  let openai: OpenAI | null | undefined;
  let stripe: Stripe | null | undefined;
  return {
    env,
    settings,
    publicSettings: publicSettings(settings),
    db,
    /** Where this request's D1 session ended (null before any query): the browser's next start. */
    bookmark: () => d1.getBookmark(),
    /** This request's id: the X-Request-Id header, the error body's requestId, every log line's. */
    requestId,
    log,
    /** Logs an error nobody handled (Remix's handleError) as one line with this request's id. */
    reportError: (error: unknown) => writeErrorLine(error, { requestId, method: request.method, path: url.pathname }),
    get auth() {
      auth ??= createAuth(settings, db, { origin, headers: request.headers }, userObject);
      return auth;
    },
    /**
     * Who is signed in, once per request (docs/security.md, "The session check"): better-auth's
     * signed copy of the session, then the user's object for whether it is still live; D1's
     * primary only for a session the object does not know. A refreshed copy rides on the answer.
     */
    signedIn(): Promise<SignedIn | null> {
      signedIn ??= this.auth.api.getSession({ headers: request.headers, returnHeaders: true }).then(({ headers, response }) => {
        cookies.push(...headers.getSetCookie());
        const atPrimary = () => (primary ??= createDb(env.DB.withSession("first-primary")));
        return stillLive(response, { liveSessions: (userId) => pageMemo.sessions(userId), primary: atPrimary });
      });
      return signedIn;
    },
    /** The Set-Cookie values the answer must carry (http.ts adds them unless the answer sets the same cookie). */
    cookies: () => cookies,
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
    /** The account archives' bucket (R2) and the queue that builds them (docs/export.md). */
    archives: env.ARCHIVES,
    exportQueue: env.EXPORT_QUEUE,
    /** Mock interview debriefs. */
    interviewQueue: env.INTERVIEW_QUEUE,
    userObject,
    /** What the page memo does before the answer leaves and after (page-memo.ts, http.ts). */
    pageMemo,
    /**
     * The writing checks, for a page's action that runs them (choosing US or UK English). Handed
     * over here rather than imported by the page so the Remix build does not carry a second copy
     * of their dictionaries (600 KB; the queue's consumer has them in the Worker already).
     */
    writingChecks: runWritingChecks,
  };
}

export type AppContext = ReturnType<typeof createAppContext>;

type SignedIn = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** What hono's handlers see: the bindings, and this request's context and id (one type for every router). */
export type ApiEnv = { Bindings: Env; Variables: { app: AppContext; requestId: string } };
