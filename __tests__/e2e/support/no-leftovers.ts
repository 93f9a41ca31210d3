import { expectNoLeftovers } from "./leftover-processes";

/** The pids of the servers the global setup started (none for the development-server file). */
const allowed = new Set((process.env.E2E_SERVER_PIDS ?? "").split(",").filter(Boolean).map(Number));

// Each file starts on a machine as the global setup left it: no browser, page or server of an earlier
// file still running (the last file is checked by the global teardown).
beforeAll(() => expectNoLeftovers(allowed, "The browser test file that ran before this one"));
