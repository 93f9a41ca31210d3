/** @jest-environment node */
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "../support/contact-fixture";
import { loopbackClient, startTestBackend } from "../support/local-backend";

jest.setTimeout(180_000);

const GENUINE_CLIENTS = 500;
const FLOOD_REQUESTS = 300;
const FLOOD_ALLOWANCE = 10; // per client and 10 minutes (supabase/migrations)

/** The load figures in docs/leads.md come from this test's output. */
it("stores every concurrent request from 500 different clients and bounds a flood from one client at 10 rows", async () => {
  const local = await startTestBackend();
  try {
    const genuine = Array.from({ length: GENUINE_CLIENTS }, (_, index) => `load-${index}@empresa.es`);
    let started = performance.now();
    const genuineResponses = await Promise.all(
      genuine.map((email, index) => local.postFrom(loopbackClient(index), toContactRow({ ...validContact, email }))),
    );
    const genuineMs = performance.now() - started;

    const flooder = loopbackClient(GENUINE_CLIENTS + 1);
    started = performance.now();
    const floodResponses = await Promise.all(
      Array.from({ length: FLOOD_REQUESTS }, (_, index) =>
        local.postFrom(flooder, toContactRow({ ...validContact, email: `flood-${index}@empresa.es` })),
      ),
    );
    const floodMs = performance.now() - started;
    const floodStored = floodResponses.filter((response) => response.status === 201).length;
    process.stdout.write(
      `\n${GENUINE_CLIENTS} concurrent inserts from ${GENUINE_CLIENTS} clients: ${genuineResponses.filter((r) => r.status === 201).length} stored in ${Math.round(genuineMs)} ms` +
        `\n${FLOOD_REQUESTS} concurrent inserts from one client: ${floodStored} stored, ${floodResponses.filter((r) => r.status === 429).length} refused with 429, in ${Math.round(floodMs)} ms\n`,
    );

    expect(genuineResponses.map((response) => response.status)).toEqual(genuine.map(() => 201));
    expect(floodStored).toBe(FLOOD_ALLOWANCE);
    expect(floodResponses.filter((response) => response.status === 429)).toHaveLength(FLOOD_REQUESTS - FLOOD_ALLOWANCE);
    const stored = (await local.leads()).map((lead) => lead.email);
    expect(stored.filter((email) => email.startsWith("load-")).sort()).toEqual([...genuine].sort());
    expect(stored.filter((email) => email.startsWith("flood-"))).toHaveLength(FLOOD_ALLOWANCE);
  } finally {
    await local.close();
  }
});
