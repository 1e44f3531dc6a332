import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import { boundaries } from "./eslint/boundaries.js";

export default tseslint.config(
  {
    ignores: ["node_modules/", "web/dist/", "dist/", "api/src/db/generated/", "web/src/__generated__/", "web/src/locales/**/*.js", "web/src/locales/**/*.ts", "test-results/", "playwright-report/", ".data*/", ".scratch/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "error",
      "no-restricted-syntax": ["error", { selector: "ExportDefaultDeclaration", message: "Use named exports (DESIGN.md)." }],
    },
  },
  {
    // Layers and areas (DESIGN.md): an import that runs the wrong way fails the lint. Tests may
    // reach across (a web test checks the API's error registry, API tests drive the whole app).
    files: ["api/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "api/src/testing/**"],
    plugins: { boundaries },
    rules: { "boundaries/imports": "error" },
  },
  {
    // Tool configuration files must default-export their config.
    files: ["*.config.{js,ts}", "prisma.config.ts", "relay.config.js", "lingui.config.ts", "playwright.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
