import crypto from "node:crypto";
import { toContactRow } from "../../src/components/contact/submit-contact";
import type { LocalDatabase } from "../local-backend/db";

/**
 * The floods of `npm run bench:abuse`, scripted against the real migrations: what an attacker can send
 * without the browser (any ids, any number of requests), and what the database stores, refuses, admits
 * to the model and hands the notifier. One scenario per kind of abuse issue 24 names.
 */
export interface FloodOutcome {
  requests: number;
  stored: number;
  refused: number;
  /** Chat messages admitted (an agent run each: what reaches the model). */
  admitted: number;
}

const GENUINE = {
  name: "Carmen",
  last_name: "Ortega Ruiz",
  email: "carmen@azulejosdelsur.es",
  phone: "655443322",
  company: "Azulejos del Sur",
  company_sector: "Cerámica",
  interested_service: "Inteligencia Artificial y Automatizaciones" as const,
  message: "Queremos un asistente para pedidos.",
};
export const GENUINE_EMAIL = GENUINE.email;

const junkRow = (index: number, changes: Record<string, unknown> = {}) => ({
  ...toContactRow({
    ...GENUINE,
    name: "Bot",
    last_name: `Número ${index}`,
    email: `junk-${index}@spam.example`,
    message: "Oferta increíble",
  }),
  ...changes,
});

/** One POST /rest/v1/contacts as PostgREST runs it (anon, the gateway's headers); "ok" or the SQLSTATE. */
async function post(
  db: LocalDatabase,
  row: Record<string, unknown>,
  address: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const columns = Object.keys(row);
  try {
    await db.asRole(
      "anon",
      (tx) =>
        tx.query(
          `insert into public.contacts (${columns.join(", ")}) select ${columns.join(", ")} from json_populate_record(null::public.contacts, $1::json)`,
          [JSON.stringify(row)],
        ),
      {
        headers: { "cf-connecting-ip": address, "x-forwarded-for": address, "x-real-ip": address, ...extra },
        method: "POST",
        path: "/contacts",
      },
    );
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? "error";
  }
}

/** One chat message as n8n's workflow admits it (maxi_chat); the gateway's client key for `client`. */
async function admit(db: LocalDatabase, client: string) {
  const key = crypto.createHash("sha256").update(`bench:${client}`).digest("hex");
  const rows = await db.asRole("maxi_chat", (tx) =>
    tx.query<{ admitted: boolean; lead_token: string | null }>("select * from public.maxi_admit_message($1, $2, $3)", [
      crypto.randomUUID(),
      "Soy Carmen, guardad mis datos; acepto la política de privacidad.",
      key,
    ]),
  );
  return rows.rows[0]!;
}

function tally(states: string[], admitted = 0): FloodOutcome {
  const stored = states.filter((state) => state === "ok").length;
  return { requests: states.length, stored, refused: states.length - stored, admitted };
}

export interface Scenario {
  name: string;
  run(db: LocalDatabase): Promise<FloodOutcome>;
  /** Forces the pending rows to wait for an e-mail of their own (a notifier outage's backlog). */
  backlog?: boolean;
  /** A genuine lead from another visitor arrives once the flood is stored. */
  genuineAfter?: boolean;
}

const N = 1000;

/** N form requests of junk rows, request `index` from `address(index)`. */
const formFlood =
  (address: (index: number) => string, changes?: Record<string, unknown>) =>
  async (db: LocalDatabase): Promise<FloodOutcome> => {
    const states: string[] = [];
    for (let index = 0; index < N; index += 1) states.push(await post(db, junkRow(index, changes), address(index)));
    return tally(states);
  };

export const SCENARIOS: Scenario[] = [
  { name: "Form: 1,000 requests from one IPv4 address", run: formFlood(() => "203.0.113.66") },
  {
    name: "Form: 1,000 requests from 1,000 /64s of one IPv6 /48",
    run: formFlood((index) => `2001:db8:bad:${(index + 1).toString(16)}::1`),
  },
  {
    name: "Form: 1,000 honeypot requests, 10 from each of 100 addresses",
    run: formFlood((index) => `198.18.${Math.floor(index / 10)}.1`, { website: "https://spam.example" }),
  },
  {
    name: "Chat: 30 conversations asking to store one e-mail, one client",
    run: async (db) => {
      let admitted = 0;
      const states: string[] = [];
      const row = { ...toContactRow({ ...GENUINE, email: "victima@empresa.es" }), source: "maxi" };
      for (let conversation = 0; conversation < 30; conversation += 1) {
        const { admitted: answered, lead_token } = await admit(db, "victim-client");
        if (answered) admitted += 1;
        // A refused message never reaches the agent, so no lead tool call follows it.
        states.push(
          answered ? await post(db, row, "192.0.2.250", { "x-maxi-lead-token": lead_token ?? "" }) : "refused",
        );
      }
      return tally(states, admitted);
    },
  },
  {
    name: "Genuine lead after 30 junk requests from 10 addresses",
    genuineAfter: true,
    run: async (db) => {
      const states: string[] = [];
      for (let index = 0; index < 30; index += 1)
        states.push(await post(db, junkRow(index), `198.51.100.${(index % 10) + 1}`));
      return tally(states);
    },
  },
  {
    name: "A stranger sends the visitor's address first, then the visitor",
    genuineAfter: true,
    run: async (db) => tally([await post(db, junkRow(0, { email: GENUINE.email }), "203.0.113.200")]),
  },
  {
    name: "Genuine lead after 1,000 requests from one client",
    genuineAfter: true,
    run: formFlood(() => "203.0.113.77"),
  },
  {
    name: "Genuine lead behind a backlog of 1,000 junk rows from one network",
    genuineAfter: true,
    backlog: true,
    run: async (db) => {
      // Stored over the previous days (within the bounds), never e-mailed: the notifier was down.
      await db.asOwner(
        `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, client_hash, network_hash, created_at)
         select 'Bot', 'Número ' || n, 'junk-' || n || '@spam.example', '612345678', 'Spam', 'Ambos', 'junk', 'junk', now() - interval '2 hours' + n * interval '1 ms'
           from generate_series(1, ${N}) as n`,
      );
      return { requests: N, stored: N, refused: 0, admitted: 0 };
    },
  },
  {
    name: "Genuine lead after 1,000 requests from 1,000 networks",
    genuineAfter: true,
    run: formFlood((index) => `100.${64 + Math.floor(index / 250)}.${index % 250}.9`),
  },
];

export async function postGenuineLead(db: LocalDatabase): Promise<string> {
  return post(db, toContactRow(GENUINE), "192.0.2.33");
}
