import { forgetMaxiAdmissions, forgetRecentRequests } from "../../../tools/local-backend/admin-client";

/**
 * Every browser test submits and chats from 127.0.0.1, one client to the database's per-client flood
 * limit (10 requests per 10 minutes) and to Maxi's per-client bounds (20 messages per 10 minutes). Each
 * test starts as a new visitor would: with those allowances unused.
 */
beforeEach(async () => {
  const url = process.env.E2E_BACKEND_URL;
  const dataDir = process.env.E2E_BACKEND_DATA;
  if (!url || !dataDir) return;
  await forgetRecentRequests(url, dataDir);
  await forgetMaxiAdmissions(url, dataDir);
});
