import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of the code (docs/decisions/010-enforced-layers.md). A layer may import the layers below it,
 * never one above: server -> routes -> features -> components, lib -> db, content -> vocabulary. vocabulary/ holds
 * the site's shared words (language levels, statuses, cities) and imports nothing, so that every layer, the
 * database schema's check constraints included, reads the same lists. Files outside these folders (tests/,
 * bench/, scripts/, tool configs) are no layer and may import anything.
 */
const layers = [
  { type: "server", pattern: "server" },
  { type: "feature", pattern: "app/features/*", capture: ["feature"] },
  { type: "components", pattern: "app/components" },
  { type: "lib", pattern: "app/lib" },
  // app/routes/** and the files at the top of app/ (root.tsx, routes.ts, entry.server.tsx): the first
  // matching element wins, so the folders above are taken out of this one.
  { type: "routes", pattern: "app" },
  { type: "db", pattern: "db" },
  { type: "content", pattern: "content" },
  { type: "vocabulary", pattern: "vocabulary" },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * The features, top to bottom: a feature may use the features after it, never one before it, so two features
 * can never import each other (docs/decisions/133-features-in-a-declared-order.md). A new feature takes its place here.
 */
export const FEATURE_ORDER = [
  "admin",
  "account",
  "home",
  "job-posting",
  // Issue 29: talk about an application and book its interviews; both may use the applications below them.
  "conversations",
  "interviews",
  "applications",
  // Issue 28: the recognition and visa tracker (its pages read the profile's situation through the route).
  "tracker",
  "profile",
  // Issue 27: a company asks to be verified (uses the employers' website rule and auth's guards and phone check).
  "verification",
  "employers",
  "companies",
  "alerts",
  "reports",
  "saved-jobs",
  "maintenance",
  "jobs",
  "blog",
  "newsletter",
  "auth",
  // The guides: they use no other feature.
  "about",
  "faq",
  "language",
  "legal",
  "relocation",
  "resources",
  "visa",
  // ISCO-08 occupations (issue 28): jobs, job-posting and visa use them; they use no other feature.
  "occupations",
];

const mayImport = (...types) => ({ to: { element: { type: types } } });

const layerPolicies = [
  {
    from: { element: { type: "server" } },
    allow: mayImport("routes", "feature", "components", "lib", "db", "content", "vocabulary"),
  },
  // Routes compose features and may import any file of any feature (a route is a feature's entry point).
  { from: { element: { type: "routes" } }, allow: mayImport("feature", "components", "lib", "db", "content", "vocabulary") },
  { from: { element: { type: "feature" } }, allow: mayImport("components", "lib", "db", "content", "vocabulary") },
  // Another feature only through its public module (public.ts for server and browser, public.server.ts), and
  // only one below it in FEATURE_ORDER. Imports inside one feature are internal to it, and always allowed.
  ...FEATURE_ORDER.map((feature, i) => ({
    from: { element: { type: "feature", captured: { feature } } },
    allow: {
      to: {
        element: { type: "feature", captured: FEATURE_ORDER.slice(i + 1).map((lower) => ({ feature: lower })) },
        file: { categories: "public" },
      },
    },
  })),
  { from: { element: { type: "components" } }, allow: mayImport("lib", "content", "vocabulary") },
  { from: { element: { type: "lib" } }, allow: mayImport("db", "content", "vocabulary") },
  // db and content import nothing of the app, nor each other: only the shared words. vocabulary imports nothing.
  { from: { element: { type: ["db", "content"] } }, allow: mayImport("vocabulary") },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "app/lib/i18n/paraglide/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "react-hooks/set-state-in-effect": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "Import z from #app/lib/zod.ts." },
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Import Link and NavLink from #app/components/ui/link.tsx: they lead to the page in the current language.",
            },
            {
              name: "react-router",
              importNames: ["redirect", "replace"],
              message:
                "Import redirect and replace from #app/lib/i18n/redirect.ts: they lead to the page in the current language.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/zod.ts", "app/components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { boundaries },
    settings: {
      // The resolver reads tsconfig.json and package.json "imports" (#app/*, #db/*, ...). Import cycles are
      // oxlint's to find (`npm run test:cycles`, .oxlintrc.json): the same check in a tenth of the time.
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": layers,
      "boundaries/files": [{ category: "public", pattern: "app/features/*/public{,.server}.ts" }],
      // Re-exports and dynamic imports are dependencies too, not only `import` statements.
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/legacy-templates": false,
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: layerPolicies }],
    },
  },
  {
    // A test file (next to its module, or in tests/) is no layer: it may import what it tests, from any layer.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "boundaries/dependencies": "off" },
  },
  {
    // Playwright fixtures use `use` and empty destructuring by design.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
