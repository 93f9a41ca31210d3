/** Fast unit/component tests in jsdom, browser tests against the production build, and the real-n8n test. */
const shared = {
  transform: { "^.+\\.(c?js|jsx|tsx?)$": "<rootDir>/jest/preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(woff2|png|jpg|svg)$": "<rootDir>/__mocks__/file-mock.js",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|@electric-sql/pglite)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/.bench-starter/"],
  // The CMS's slow test copies the project under .cache/; its package.json files must not join the module map.
  modulePathIgnorePatterns: ["<rootDir>/.cache/", "<rootDir>/.bench-starter/"],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://127.0.0.1/" },
      globals: { __PATH_PREFIX__: "" },
      setupFiles: ["<rootDir>/jest/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
      snapshotSerializers: ["@emotion/jest/serializer"],
      testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
    },
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      // The timeout is set in this setup file: jest ignores `testTimeout` inside a project entry.
      setupFilesAfterEnv: [
        "<rootDir>/__tests__/e2e/support/timeout.ts",
        "<rootDir>/__tests__/e2e/support/fresh-client.ts",
        "<rootDir>/__tests__/e2e/support/no-leftovers.ts",
      ],
      testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "/develop\\.e2e\\.ts$"],
      globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
    },
    {
      // The development server's file: its own servers and ports, nothing of the e2e project's setup, so
      // `npm run test:e2e` runs it beside the other browser tests instead of after them.
      ...shared,
      displayName: "develop",
      testEnvironment: "node",
      setupFilesAfterEnv: [
        "<rootDir>/__tests__/e2e/support/timeout.ts",
        "<rootDir>/__tests__/e2e/support/no-leftovers.ts",
      ],
      testMatch: ["<rootDir>/__tests__/e2e/develop.e2e.ts"],
      globalSetup: "<rootDir>/__tests__/e2e/support/develop-setup.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/support/develop-teardown.ts",
    },
    {
      // `npm run test:n8n` only (a real n8n, installed outside the project): never part of `npm test`.
      ...shared,
      displayName: "n8n",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/n8n-e2e/**/*.n8n.ts"],
    },
  ],
};
