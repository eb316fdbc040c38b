import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserChunks } from "./vite.chunks";

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
    {
      // Route files may export more than their route's names (Rollup's "allow-extension"), where
      // Remix asks for exactly those ("exports-only"): a route whose lazy parts share a module with
      // it, and the root and the workspace shell, whose code is in the "shared" and "workspace"
      // files, were each a file of its own that only re-exported another (an essay loaded three).
      name: "route-files-may-export-more",
      apply: "build",
      options: (options) => (isSsrBuild ? null : { ...options, preserveEntrySignatures: "allow-extension" }),
    },
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
    // Fewer, larger files for the browser (vite.chunks.ts says how they are grouped). The server
    // build is one file: a part the browser fetches later (lazyPart) is drawn by the server at
    // once, and pages the server draws (the authorship report, Ask Scout) import the same modules
    // statically, which a split server build warned about in every build.
    rollupOptions: isSsrBuild
      ? { output: { inlineDynamicImports: true } }
      : {
          output: {
            // Rollup would merge an empty file into another; Remix needs each route's own, even
            // empty (a resource route's).
            experimentalMinChunkSize: 0,
            manualChunks: browserChunks(path.resolve(import.meta.dirname, "app")),
          },
        },
  },
}));
