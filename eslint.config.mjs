import js from "@eslint/js";
import jestDom from "eslint-plugin-jest-dom";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".bench-starter/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "coverage/",
      "reports/",
      ".local-backend/",
      ".wrangler/",
      // Another project's code, kept as its authors wrote it: the site the benchmark compares with.
      "tools/bench-fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true }, projectService: true, tsconfigRootDir: import.meta.dirname },
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
      // Props, context values and clients declare their callbacks in method shorthand (`onClose(): void`) and none uses
      // `this`, so every destructured prop and every `expect(mock.method)` would be reported as an unbound method.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    // Plain JavaScript (configs, jest shims, mocks) is outside tsconfig.json: it is linted without type information.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["__tests__/**"],
    rules: {
      // @types/jest types the asymmetric matchers (expect.any, expect.stringContaining…) as `any`, and the content tests
      // break JSON on purpose through one explicitly untyped editor: in tests these rules report those, not unsafe code.
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // Tests run the inline scripts and n8n expressions the site ships as strings: evaluating them is the test.
      "@typescript-eslint/no-implied-eval": "off",
      // `act(async () => …)` flushes React's pending work and stubs implement async interfaces: neither needs an await.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["__tests__/**/*.{ts,tsx}"],
    ignores: ["__tests__/e2e/**"],
    ...testingLibrary.configs["flat/react"],
  },
  {
    files: ["__tests__/**/*.{ts,tsx}"],
    ignores: ["__tests__/e2e/**"],
    ...jestDom.configs["flat/recommended"],
  },
  {
    files: ["__tests__/**/*.{ts,tsx}"],
    ignores: ["__tests__/e2e/**"],
    rules: {
      // These tests assert on markup no role reaches, on purpose: the HTML shipped before hydration (and that hydration
      // keeps the same node), <details>, <time dateTime>, <strong>/<em>/<code> from the chat's markdown, the honeypot
      // hidden from assistive technology. Queries by role cover everything a role can find.
      "testing-library/no-container": "off",
      "testing-library/no-node-access": "off",
      // A describe block that renders one page in beforeEach and asserts on it in each test is the intended use.
      "testing-library/no-render-in-lifecycle": ["error", { allowTestingFrameworkSetupHook: "beforeEach" }],
    },
  },
  {
    // The cross-runtime contracts and the content model: what the browser, the gateway, the build, the
    // CMS, the tools and the database's tests agree on. They take nothing from React, Gatsby, styles or
    // components, so every runtime can import them (docs/layout.md).
    files: ["src/contracts/**", "content-model/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "react/*", "gatsby", "gatsby-*", "@emotion/*", "formik", "lucide-react"],
              message: "A contract takes no UI library: move what needs one out of src/contracts/.",
            },
            {
              group: [
                "**/components/**",
                "**/hooks/**",
                "**/styles/**",
                "**/templates/**",
                "**/pages/**",
                "**/root/**",
              ],
              message: "A contract imports only contracts and src/config/: nothing imports upward.",
            },
          ],
        },
      ],
    },
  },
  // Inside src/, nothing imports upward: lib/ and config/ < funnel/ and styles/ < hooks/ < components/ <
  // templates/ and pages/ < root/ (gatsby-browser's and gatsby-ssr's wrappers).
  ...[
    [
      ["src/lib/**", "src/config/**"],
      ["funnel", "styles", "hooks", "components", "templates", "pages", "root"],
    ],
    [
      ["src/funnel/**", "src/styles/**"],
      ["hooks", "components", "templates", "pages", "root"],
    ],
    [["src/hooks/**"], ["components", "templates", "pages", "root"]],
    [["src/components/**"], ["templates", "pages", "root"]],
    [["src/templates/**", "src/pages/**"], ["root"]],
  ].map(([files, above]) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^\\.{1,2}/(\\.\\./)*(${above.join("|")})(/|$)`,
              message: `Nothing imports upward: ${files.join(", ")} may not import from ${above.join(", ")}.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // The chat gateway (a Cloudflare Pages Function) shares with the site only its contracts.
    files: ["gateway/**", "functions/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)src/(?!contracts/)",
              message: "The gateway imports only the contracts (src/contracts/), never the site's components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,cjs}", "jest/**", "__mocks__/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
