import type { StaticServer } from "../../../scripts/lib/static-server";

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __E2E_SERVER__?: StaticServer }).__E2E_SERVER__?.close();
}
