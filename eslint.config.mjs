import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "coverage/",
      "reports/",
      ".local-backend/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
      "react/no-unknown-property": ["error", { ignore: ["css", "fetchpriority"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Fixtures break content JSON on purpose; typing every path of it would add nothing.
    files: ["__tests__/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.{js,cjs}", "jest/**", "__mocks__/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
