import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  {
    ignores: ["node_modules/", "web/dist/", "dist/", "api/src/db/generated/", "web/src/__generated__/", "web/src/locales/**/*.js", "web/src/locales/**/*.ts", "test-results/", "playwright-report/", ".data*/"],
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
    // Tool configuration files must default-export their config.
    files: ["*.config.{js,ts}", "prisma.config.ts", "relay.config.js", "lingui.config.ts", "playwright.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
