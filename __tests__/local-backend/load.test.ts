/** @jest-environment node */
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "../support/contact-fixture";
import { startTestBackend } from "../support/local-backend";

jest.setTimeout(120_000);

it("stores exactly 500 concurrent submissions, none lost or doubled", async () => {
  const local = await startTestBackend();
  try {
    const emails = Array.from({ length: 500 }, (_, index) => `load-${index}@empresa.es`);
    const started = performance.now();
    const responses = await Promise.all(emails.map((email) => local.post(toContactRow({ ...validContact, email }))));
    const elapsed = performance.now() - started;
    process.stdout.write(`\n500 concurrent inserts to the local REST endpoint: ${Math.round(elapsed)} ms\n`);

    expect(responses.map((response) => response.status)).toEqual(emails.map(() => 201));
    const stored = (await local.leads()).map((lead) => lead.email).sort();
    expect(stored).toEqual([...emails].sort());
  } finally {
    await local.backend.close();
  }
});
