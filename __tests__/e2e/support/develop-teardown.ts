import { endProcessAccounting } from "./process-accounting";

export default function developTeardown(): Promise<void> {
  return endProcessAccounting("Development-server tests");
}
