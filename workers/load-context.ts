import type { AppContext } from "./context";

// What every Remix loader and action receives as `context`.
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    app: AppContext;
    nonce: string;
  }
}

export {};
