import { startProcessAccounting } from "./process-accounting";

/** The development-server file starts its own servers (develop.e2e.ts): only the process accounting here. */
export default function developSetup(): void {
  startProcessAccounting("Development-server tests");
}
