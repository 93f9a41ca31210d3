import { setTimeout as delay } from "node:timers/promises";
import { E2E_TEST_TIMEOUT_MS } from "./support/timeout";

// Jest's default is 5 s: a test that needs longer fails there, so passing proves the e2e timeout applies.
it("gives browser tests the e2e timeout, not Jest's 5 s default", async () => {
  expect(E2E_TEST_TIMEOUT_MS).toBeGreaterThan(5_500);
  await delay(5_500);
});
