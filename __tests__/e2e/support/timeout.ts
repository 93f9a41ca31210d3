/**
 * The browser tests' timeout. It must be set here, per test file: jest-circus reads `testTimeout` only
 * from the global configuration, so a `testTimeout` inside a `projects` entry is silently ignored and
 * every browser test would run at Jest's 5 s default (too short for axe or a form round trip under load).
 */
export const E2E_TEST_TIMEOUT_MS = 60_000;

jest.setTimeout(E2E_TEST_TIMEOUT_MS);
