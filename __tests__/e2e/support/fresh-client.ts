import { forgetRecentRequests } from "../../../scripts/local-backend/admin-client";

/**
 * Every browser test submits from 127.0.0.1, one client to the database's flood bounds and e-mail
 * quotas. Each test starts as a new visitor would: with those allowances unused.
 */
beforeEach(async () => {
  const url = process.env.E2E_BACKEND_URL;
  const dataDir = process.env.E2E_BACKEND_DATA;
  if (url && dataDir) await forgetRecentRequests(url, dataDir);
});
