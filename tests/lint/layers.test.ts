import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layers of eslint.config.js, each probed with an import it forbids planted in a file of that
// area: a rule block that replaces another's for the same files (flat config's last entry wins)
// shows up here as a planted import that lints clean.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const probe = planted;\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").length;
}

const planted = {
  workers: 'import { planted } from "../../workers/context";',
  drizzle: 'import { planted } from "drizzle-orm";',
  schema: 'import { planted } from "../../db/schema";',
  server: 'import { planted } from "~/services/essays/essays.server";',
  web: 'import { planted } from "~/web/toast.server";',
  routes: 'import { planted } from "~/routes/app";',
  remix: 'import { planted } from "@remix-run/cloudflare";',
  zod: 'import { planted } from "zod";',
  sessionLookup: 'import { getSessionUser as planted } from "~/web/session.server";',
  backgroundJob: 'import { planted } from "../background-jobs/hourly-sweeps.server";',
  feedbackArea: 'import { planted } from "~/services/feedback/feedback.server";',
  submissionsRule: 'import { planted } from "../submissions/ready-checks";',
  schoolsRule: 'import { planted } from "~/domain/schools/school-plan";',
  editorComponent: 'import { planted } from "../editor/use-text-save";',
  schoolsComponent: 'import { planted } from "~/components/schools/school-list";',
  domainSchema: 'import { planted } from "~/domain/feedback/feedback-schema";',
  // The same layers reached by a relative path instead of their alias.
  routesByPath: 'import { planted } from "../../routes/app";',
  webByPath: 'import { planted } from "../../web/toast.server";',
  componentsByPath: 'import { planted } from "../../components/schools/school-list";',
  backgroundJobByPath: 'import { planted } from "../../services/background-jobs/hourly-sweeps.server";',
  submissionsRuleByPath: 'import { planted } from "../../domain/submissions/ready-checks";',
  editorComponentByPath: 'import { planted } from "../../components/editor/use-text-save";',
};

const forbidden: [area: string, file: string, imports: (keyof typeof planted)[]][] = [
  ["a route", "app/routes/app.probe.tsx", ["workers", "drizzle", "schema", "sessionLookup"]],
  ["a page signed-out visitors see", "app/routes/_index.tsx", ["workers", "drizzle", "schema"]],
  ["the request glue", "app/web/probe.server.ts", ["workers", "drizzle", "schema", "routes", "schoolsComponent", "routesByPath", "componentsByPath"]],
  [
    "a service",
    "app/services/essays/probe.server.ts",
    [
      "workers",
      "web",
      "routes",
      "remix",
      "schoolsComponent",
      "backgroundJob",
      "feedbackArea",
      "routesByPath",
      "webByPath",
      "componentsByPath",
      "backgroundJobByPath",
    ],
  ],
  ["the base area", "app/services/platform/probe.server.ts", ["server", "backgroundJob", "feedbackArea", "backgroundJobByPath"]],
  [
    "the domain",
    "app/domain/essays/probe.ts",
    [
      "workers",
      "schema",
      "server",
      "routes",
      "remix",
      "schoolsComponent",
      "submissionsRule",
      "schoolsRule",
      "routesByPath",
      "componentsByPath",
      "submissionsRuleByPath",
    ],
  ],
  ["the domain's base", "app/domain/deadlines/probe.ts", ["workers", "server", "schoolsRule", "submissionsRule", "submissionsRuleByPath"]],
  [
    "a rule's test",
    "app/domain/checks/probe.test.ts",
    ["workers", "schema", "server", "routes", "remix", "schoolsComponent", "routesByPath", "componentsByPath"],
  ],
  ["a component", "app/components/probe.tsx", ["workers", "server", "routes", "zod", "domainSchema", "routesByPath"]],
  [
    "a component's area",
    "app/components/feedback/probe.tsx",
    ["workers", "server", "routes", "zod", "domainSchema", "editorComponent", "schoolsComponent", "routesByPath", "editorComponentByPath"],
  ],
  [
    "the components' base",
    "app/components/ui/probe.tsx",
    ["workers", "server", "zod", "domainSchema", "editorComponent", "schoolsComponent", "editorComponentByPath"],
  ],
  ["built-in content", "app/content/probe.ts", ["workers", "server", "routes", "zod", "domainSchema"]],
  ["the browser's helpers", "app/lib/probe.ts", ["workers", "server", "routes", "zod"]],
  ["the app's root modules", "app/probe.tsx", ["workers", "drizzle", "schema"]],
  ["the worker", "workers/api/probe.ts", ["drizzle", "schema"]],
];

describe("every layer refuses what it must not import", () => {
  for (const [area, file, imports] of forbidden) {
    for (const name of imports) {
      it(`${area} (${file}) refuses ${name}`, async () => {
        expect(await restrictedImports(file, planted[name])).toBeGreaterThan(0);
      });
    }
  }
});

describe("and allows what it is for", () => {
  it("a service reads D1 through drizzle and the schema", async () => {
    expect(await restrictedImports("app/services/essays/probe.server.ts", `${planted.drizzle}\n${planted.schema.replace("planted", "other")}`)).toBe(0);
  });
  it("an area imports the areas below it", async () => {
    expect(
      await restrictedImports("app/services/background-jobs/probe.server.ts", `${planted.server}\n${planted.feedbackArea.replace("planted", "other")}`),
    ).toBe(0);
    expect(await restrictedImports("app/services/feedback/probe.server.ts", planted.server)).toBe(0);
    expect(await restrictedImports("app/domain/submissions/probe.ts", planted.schoolsRule)).toBe(0);
    expect(
      await restrictedImports("app/components/chat/probe.tsx", `${planted.editorComponent}\n${planted.schoolsComponent.replace("planted", "other")}`),
    ).toBe(0);
  });
  it("a rule's test may build its input with a rule from above", async () => {
    expect(await restrictedImports("app/domain/deadlines/probe.test.ts", planted.schoolsRule)).toBe(0);
  });
  it("a rule's test reads the catalogue's seed data", async () => {
    expect(await restrictedImports("app/domain/checks/probe.test.ts", 'import planted from "../../../db/catalogue/schools-us-profile.json";')).toBe(0);
  });
  it("a page signed-out visitors see looks the session up", async () => {
    expect(await restrictedImports("app/routes/_index.tsx", planted.sessionLookup)).toBe(0);
  });
});
