import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    remix({
      // npm run dev builds next to the served build and swaps it in whole (see scripts/dev.mjs).
      buildDirectory: process.env.SCOUT_BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: false,
      },
    }),
  ],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server build runs in workerd: resolve packages for workers, not Node.
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: {
    sourcemap: false,
    // The browser's JavaScript: terser packs React's and Remix's code a few KB (gzip) smaller than
    // esbuild's minifier. The server build stays unminified (readable stack traces in the logs).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Remix's browser runtime and the router it is built on in one chunk, as Rollup would put them
    // anyway were it not for the pages without a framework (app/lib/no-framework.ts): their route
    // modules use only the router's hooks, and Rollup would split those off into a chunk of their
    // own, which every page with React then loads as a second, worse-compressed file (+1.7 KB gzip).
    rollupOptions: isSsrBuild
      ? undefined
      : { output: { manualChunks: (id: string) => (/node_modules\/(@remix-run\/(react|router)|react-router(-dom)?)\//.test(id) ? "remix" : undefined) } },
  },
}));
