import path from "node:path";
import { defineConfig } from "vitest/config";

// Pure code: domain rules and helpers, run in Node.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts", "tests/eval/**/*.test.ts", "tests/lint/**/*.test.ts"],
    environment: "node",
  },
});
