import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Lint for correctness, hooks, accessibility and the layers as drawn (docs/architecture.md):
// routes → services → domain/db; app/ never imports workers/ (the worker hands app/ what it
// needs through the load context); client code never imports a *.server module; domain is pure.
// Each layer is named twice, by its alias and by any relative path to it (`**/routes/**`), so a
// `../../routes/x` cannot walk around a rule that names `~/routes/*`.
const layer = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

const clientPatterns = [
  { group: ["**/*.server", "**/*.server.ts"], message: "Client and pure code never import a *.server module: share types through app/domain." },
  { group: ["~/routes/*", "**/routes/**"], message: "Components sit below routes: share an action's answer type through app/domain." },
  { group: ["**/workers/**"], message: "app/ reaches the worker only through the load context." },
];
const appReachesWorkerThroughContext = {
  group: ["**/workers/**", "../workers/*", "../../workers/*"],
  message: "app/ reaches the worker only through the load context.",
};
const transportHasNoSql = {
  group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema", "**/db/schema/*"],
  message: "Routes and workers/ are transport: the SQL and the schema belong to a service in app/services.",
};
const browserSchemaPatterns = [
  {
    group: ["zod", "zod/*", "@conform-to/zod", "@conform-to/zod/*", "~/domain/**/*-schema", "~/domain/**/*-schemas", "~/domain/account/credentials"],
    allowTypeImports: true,
    message: "Schemas are checked by the action; the browser gets limits and plain types (docs/forms.md).",
  },
];

const domainIsPure = {
  group: [
    ...["services", "components", "routes"].flatMap((layerName) => [`~/${layerName}/*`, `**/${layerName}/**`]),
    "@remix-run/*",
    "**/db/**",
    "**/workers/**",
    "**/*.server",
    "**/*.server.ts",
  ],
  message: "app/domain is pure: no I/O, no framework.",
};
const servicesTakeTheirDependencies = {
  group: [...["routes", "components", "web"].flatMap((layerName) => [`~/${layerName}/*`, `**/${layerName}/**`]), "@remix-run/*", "**/workers/**"],
  message: "Services take their dependencies and return outcomes: no Remix, no request glue (app/web), nothing from workers/.",
};
// The product areas of app/services, from the top floor down (docs/architecture.md, "Areas, one
// way"): an area imports the areas below it, never one above, so a feature reads from the top
// down and no two areas import each other. The background jobs drive the areas; platform, at the
// base, knows no product area.
const serviceAreas = [
  "background-jobs",
  "admin",
  "readers",
  "account",
  "offers",
  "standing",
  "submissions",
  "interviews",
  "recommenders",
  "deadlines",
  "export",
  "coach",
  "checks",
  "feedback",
  "authorship",
  "schools",
  "essays",
  "applications",
  "goals",
  "ai-policy",
  "prompts",
  "billing",
  "catalogue",
  "profile",
  "work-rows",
  "platform",
];
// The rules of app/domain by area, from the top floor down, as they import each other today:
// the same one-way rule as the services. deadlines sits at the base because its dates are the
// calendar every e-mail and cap speaks in.
const domainAreas = [
  "submissions",
  "offers",
  "applications",
  "coach",
  "export",
  "readers",
  "recommenders",
  "interviews",
  "standing",
  "billing",
  "schools",
  "catalogue",
  "checks",
  "authorship",
  "prompts",
  "profile",
  "account",
  "essays",
  "feedback",
  "goals",
  "ai-policy",
  "platform",
  "deadlines",
];
// The components by area, from the top floor down, the same one-way rule again: the chat and the
// editor gather the rest; the shell (the root's data, the workspace's outlet context) and ui (the
// controls every page uses) sit at the base and know no product area.
const componentAreas = [
  "chat",
  "resume",
  "editor",
  "workspace",
  "interviews",
  "readers",
  "schools",
  "authorship",
  "feedback",
  "submissions",
  "voice",
  "account",
  "admin",
  "ai-policy",
  "applications",
  "billing",
  "checks",
  "deadlines",
  "export",
  "goals",
  "landing",
  "no-framework",
  "offers",
  "profile",
  "recommenders",
  "standing",
  "catalogue",
  "learning",
  "shell",
  "ui",
];
const areaLists = { services: "serviceAreas", domain: "domainAreas", components: "componentAreas" };
const areasAbove = (areas, root, area) => {
  const above = areas.slice(0, areas.indexOf(area));
  return above.length
    ? [
        {
          group: above.flatMap((name) => [`../${name}/*`, `~/${root}/${name}/*`, `**/${root}/${name}/**`]),
          message: `An area imports only the areas below it (eslint.config.js, ${areaLists[root]}): ${area} sits below ${above.join(", ")}.`,
        },
      ]
    : [];
};
const webSitsBelowRoutes = {
  group: ["~/routes/*", "**/routes/**", "~/components/*", "**/components/**"],
  message: "app/web is the request glue routes share: it sits below routes.",
};
// Files of at most 250 lines and functions of at most 80, counted as a reader meets them: blank
// lines and comments count too. The scripts are held to it as well: the seeds and the deploy are
// read before they run against production, and the bench is read to trust what it measures.
const sizeLimits = {
  files: ["app/**/*.{ts,tsx,js,mjs}", "workers/**/*.{ts,js,mjs}", "db/**/*.{ts,js,mjs}", "scripts/**/*.{ts,js,mjs}"],
  rules: { "max-lines": ["error", { max: 250 }], "max-lines-per-function": ["error", { max: 80 }] },
};
const signedOutPages = ["app/routes/_index.tsx", "app/routes/auth.tsx", "app/routes/plans.tsx", "app/routes/payments.tsx", "app/routes/signup.verify.tsx"];

const plainTextAnswers = [
  {
    selector: "NewExpression[callee.name='Response'] > :matches(Literal[raw=/^[\"']/], TemplateLiteral):first-child",
    message: "A plain-text answer: use notFound()/invariantFound() or the one error body (jsonError, ApiError); docs/http-contract.md.",
  },
  {
    selector: "CallExpression[callee.object.name='c'][callee.property.name='text']",
    message: "A plain-text answer: use errorResponse/ApiError (the one error body); docs/http-contract.md.",
  },
];
const formsByHand = [
  {
    selector: "CallExpression[callee.property.name=/^(safeParse|safeParseAsync)$/]",
    message: "Read a form with readForm or runIntent, a JSON body with readJson (app/web/intent-action.server.ts); docs/forms.md.",
  },
];
const fieldsByHand = [
  {
    selector: "MemberExpression[computed=true][property.value=0][object.property.name='errors']",
    message: "A field's problem is shown by Field/SelectField/TextAreaField/PasswordInput's `field` prop (app/components/ui/field.tsx); docs/forms.md.",
  },
  {
    selector: "JSXAttribute[name.name='type'][value.value='password']",
    message: "A password field is PasswordInput (app/components/ui/field.tsx), which carries the one password rule.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".wrangler/",
      "node_modules/",
      "app/generated/",
      "workers/worker-configuration.d.ts",
      "test-results/",
      "playwright-report/",
      ".build-*/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  sizeLimits,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The effects that act on a fetcher's new answer depend on that answer only, on purpose.
      "react-hooks/exhaustive-deps": "off",
      // React Compiler rules: this codebase does not use the compiler.
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
      "react-hooks/immutability": "off",
      "react-hooks/purity": "off",
    },
  },
  // The layers. A file gets one no-restricted-imports list: a later entry for the same file
  // replaces an earlier one's instead of adding to it, so the areas below do not overlap and each
  // names every rule it keeps (tests/lint/layers.test.ts plants a forbidden import in each).
  // The root route and the entries are glue like any route: no SQL.
  layer(["app/*.{ts,tsx}"], [appReachesWorkerThroughContext, transportHasNoSql]),
  layer(["app/components/**/*.{ts,tsx}", "app/content/**/*.ts", "app/lib/**/*.ts"], [...clientPatterns, ...browserSchemaPatterns]),
  ...componentAreas.map((area) =>
    layer([`app/components/${area}/**/*.{ts,tsx}`], [...clientPatterns, ...browserSchemaPatterns, ...areasAbove(componentAreas, "components", area)]),
  ),
  // Pure domain code may use zod (the schema files are server-side by name); no component does:
  // the sign-in and sign-up forms are checked in the browser by the pages' small script (docs/forms.md).
  layer(["app/domain/**/*.ts"], [...clientPatterns, domainIsPure]),
  // A rule's test may read the catalogue's seed data (db/catalogue/*.json) as its input.
  layer(
    ["app/domain/**/*.test.ts"],
    [
      ...clientPatterns,
      {
        ...domainIsPure,
        group: [
          ...domainIsPure.group.filter((glob) => glob !== "**/db/**"),
          ...["client", "schema", "schema/*", "read-batching", "seed"].map((name) => `**/db/${name}`),
        ],
      },
    ],
  ),
  // (A rule's test may build its input with a rule from above: the order binds the rules themselves.)
  ...domainAreas.map((area) => ({
    ...layer([`app/domain/${area}/**/*.ts`], [...clientPatterns, domainIsPure, ...areasAbove(domainAreas, "domain", area)]),
    ignores: ["**/*.test.ts"],
  })),
  layer(["app/services/**/*.ts"], [servicesTakeTheirDependencies]),
  ...serviceAreas.map((area) => layer([`app/services/${area}/**/*.ts`], [servicesTakeTheirDependencies, ...areasAbove(serviceAreas, "services", area)])),
  layer(["app/web/**/*.ts"], [appReachesWorkerThroughContext, transportHasNoSql, webSitsBelowRoutes]),
  // D1 is reached through services only: routes and the worker's transport ask a service.
  layer(["workers/**/*.ts"], [transportHasNoSql]),
  // The pages signed-out visitors see too may look the session up (getSessionUser).
  layer(signedOutPages, [appReachesWorkerThroughContext, transportHasNoSql]),
  // One way to require a user (docs/http-contract.md): requireUser, requireApiUser,
  // requireFormUser or requireAdmin.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: signedOutPages,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [appReachesWorkerThroughContext, transportHasNoSql],
          paths: [
            {
              name: "~/web/session.server",
              importNames: ["getSessionUser"],
              message: "Require a user with requireUser, requireApiUser, requireFormUser or requireAdmin (docs/http-contract.md).",
            },
          ],
        },
      ],
    },
  },
  // One way to answer an error (docs/http-contract.md): notFound()/invariantFound() for what is not
  // there, jsonError/ApiError's one body for the rest. Plain text only where a protocol demands it,
  // said on the line with an eslint-disable-next-line comment giving the protocol.
  { files: ["app/web/**/*.ts", "workers/**/*.ts"], rules: { "no-restricted-syntax": ["error", ...plainTextAnswers] } },
  // One way to read a form and to show a field (docs/forms.md). (One no-restricted-syntax list per
  // file: a later entry for the same files would replace an earlier one's.)
  { files: ["app/routes/**/*.{ts,tsx}"], rules: { "no-restricted-syntax": ["error", ...plainTextAnswers, ...formsByHand, ...fieldsByHand] } },
  { files: ["app/components/**/*.tsx"], ignores: ["app/components/ui/field.tsx"], rules: { "no-restricted-syntax": ["error", ...fieldsByHand] } },
);
