import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** Imports flow one way: common → (app | server); app may only import types from server. */
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
            { group: ["**/server/**"], allowTypeImports: true, message: "The browser bundle may only import types from server/." },
            { group: ["node:*"], message: "Node built-ins are server-only.", allowTypeImports: true },
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
          ],
        },
      ],
    },
  },
  {
    // The one bridge: the server hands its services to the pages through this context key.
    files: ["server/web.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
