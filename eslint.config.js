import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import moduleCycles from "./eslint-rules/module-cycles.js";
import noDirectDateFormat from "./eslint-rules/no-direct-date-format.js";

/**
 * Imports flow one way: common → (app | server); app reaches server only through the context bridge
 * (app/lib/app-context.ts) and the admin contract (app/lib/api-contract.ts), types only; no import cycles between
 * the modules of server/, common/ and app/ (eslint-rules/module-cycles.js).
 */
export default tseslint.config(
  { ignores: ["build/**", "build-*/**", "data/**", ".react-router/**", "node_modules/**", ".tools/**", "coverage/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The app reaches server/ only through app/lib/app-context.ts; shared types live in common/." },
            { regex: "^#server/", message: "The app reaches server/ only through app/lib/app-context.ts; shared types live in common/." },
            { group: ["node:*"], message: "Node built-ins are server-only.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // The two bridges from the pages to the server, types only: the services handed over in the request context, and
    // the admin routers' types that type the admin client's calls (docs/decisions/020).
    files: ["app/lib/app-context.ts", "app/lib/api-contract.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], allowTypeImports: true, message: "The browser bundle may only import types from server/." },
            { regex: "^#server/", allowTypeImports: true, message: "The browser bundle may only import types from server/." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/entry.server.tsx", "app/**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**"], message: "common/ is shared: it may not depend on app/ or server/.", allowTypeImports: true },
            { regex: "^#(?:server|app)/", message: "common/ is shared: it may not depend on app/ or server/.", allowTypeImports: true },
            { group: ["node:*"], message: "common/ must stay browser-safe." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/app/**"], message: "server/ may not import the React app." },
            { regex: "^#app/", message: "server/ may not import the React app." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "common/**/*.ts", "app/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "module-cycles": moduleCycles } } },
    rules: {
      "local/module-cycles": [
        "error",
        {
          // app/: each folder of app/components and of app/components/admin is a module, as are app/lib and app/routes.
          scopes: ["server", "common", "app", "app/components", "app/components/admin"],
          // The composition root: it wires every capability together, and the routes name its AppDeps type.
          roots: ["server/app.ts", "server/context.ts", "server/deps.ts", "server/error-responses.ts", "server/index.ts", "server/services.ts", "server/feature.ts", "server/features.ts", "server/register-jobs.ts", "server/web.ts", "server/db/seed.ts"],
        },
      ],
    },
  },
  {
    // The app writes dates through common/lib/format-date.ts (Houston time, or the zone a caller names, as the chat
    // widget names the visitor's own for the office's opening time).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    plugins: { dates: { rules: { "no-direct-date-format": noDirectDateFormat } } },
    rules: { "dates/no-direct-date-format": "error" },
  },
  {
    // The one bridge: the server hands its services to the pages through this context key.
    files: ["server/web.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
