import type { Plugin } from "vite";

/**
 * wrangler.toml imported as its text inside the workerd tests, as wrangler's own bundle does it
 * for the worker (the toml's [[rules]] of type Text): /api/health reads the queues it declares.
 */
export function tomlAsText(): Plugin {
  return {
    name: "scout-toml-as-text",
    enforce: "pre",
    transform(code, id) {
      return id.endsWith(".toml") ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
    },
  };
}
