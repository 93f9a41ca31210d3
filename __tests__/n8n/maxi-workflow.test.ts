/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { KNOWLEDGE_PATH } from "../../gatsby/maxi-knowledge";
import { checkWorkflow, type Workflow, type WorkflowNode } from "../../tools/n8n/check-workflow";
import { MAXI_AGENT_NODE, MAXI_WORKFLOW_FILE } from "../../tools/n8n/maxi-files";
import { maxiSystemMessage, readMaxiSources } from "../../tools/n8n/maxi-generate";
import { MAXI_REFUSAL_NODE, maxiRefusal, type RefusedAdmission } from "../../tools/n8n/maxi-refusal";
import { MAXI_ADMISSION_NODE, maxiAdmission } from "../../tools/n8n/maxi-admission";
import { LIMIT_REASONS, type ForwardedChatCall } from "../../src/contracts/chat-protocol";
import site from "../../content/site.json";
import { LANGCHAIN_INTEGRITY, LANGCHAIN_VERSION, loadNodeTypes } from "../../tools/n8n/node-types";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_HOUR } from "../../src/contracts/chat-limits";
import { CONTACT_FIELDS, SERVICE_OPTIONS } from "../../src/contracts/contact-fields";
import {
  admitMessage,
  type Admission,
  fromClient,
  gatewayClientKey,
  insertAs,
  sqlState,
  widgetSessionId,
} from "../support/database";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const workflow = JSON.parse(fs.readFileSync(MAXI_WORKFLOW_FILE, "utf8")) as Workflow;
const packages = loadNodeTypes();

const byType = (type: string) => workflow.nodes.filter((node) => node.type === type);
const only = (type: string) => {
  const [found, ...others] = byType(type);
  if (!found || others.length) throw new Error(`expected exactly one ${type}`);
  return found;
};
const trigger = only("@n8n/n8n-nodes-langchain.chatTrigger");
const agent = only("@n8n/n8n-nodes-langchain.agent");
const model = only("@n8n/n8n-nodes-langchain.lmChatOpenAi");
const memory = only("@n8n/n8n-nodes-langchain.memoryPostgresChat");
const tools = byType("n8n-nodes-base.httpRequestTool");
const tool = (name: string) => tools.find((candidate) => candidate.name === name) as WorkflowNode;
const params = (node: WorkflowNode) => node.parameters;
const options = (node: WorkflowNode) => node.parameters.options as Record<string, unknown>;

/** Where `source`'s connections of `kind` lead. */
const targets = (source: string, kind: string) =>
  (workflow.connections[source]?.[kind] ?? []).flat().map((target) => target.node);

const edit = (change: (draft: Workflow, find: (name: string) => WorkflowNode) => void) => {
  const draft = JSON.parse(JSON.stringify(workflow)) as Workflow;
  change(draft, (name) => draft.nodes.find((candidate) => candidate.name === name) as WorkflowNode);
  return checkWorkflow(draft, packages);
};

/** Evaluates an n8n `={…{{ expr }}…}` template as n8n would, with the model's tool arguments for $fromAI. */
function renderTemplate(template: string, args: Record<string, string | undefined>): string {
  const fromAI = (name: string, _description?: string, _type?: string, fallback?: string) => args[name] ?? fallback;
  return template
    .replace(/^=/, "")
    .replace(/\{\{(.*?)\}\}/gs, (_, expression: string) =>
      String(new Function("$fromAI", `return (${expression});`)(fromAI)),
    );
}

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

describe("n8n/maxi.json against n8n's node packages", () => {
  it("checks against the langchain package n8n's pinned release depends on", () => {
    expect(packages[1]).toMatchObject({
      package: "@n8n/n8n-nodes-langchain",
      version: LANGCHAIN_VERSION,
      integrity: LANGCHAIN_INTEGRITY,
    });
  });

  it("has only node types, versions, parameters, option values, credentials and connections n8n knows", () => {
    expect(checkWorkflow(workflow, packages)).toEqual([]);
  });

  it.each<[string, (draft: Workflow, find: (name: string) => WorkflowNode) => void, RegExp]>([
    [
      "an agent version n8n lacks",
      (_, find) => (find(agent.name).typeVersion = 2.5),
      /has versions .*2\.2.*, not 2\.5/,
    ],
    [
      "a misspelt model option",
      (_, find) => ((find(model.name).parameters.options as Record<string, unknown>).temprature = 0.2),
      /unknown parameter "temprature"/,
    ],
    [
      "an unknown langchain node",
      (_, find) => (find(memory.name).type = "@n8n/n8n-nodes-langchain.memoryPostgres"),
      /has no node type/,
    ],
    [
      "a tool without its URL",
      (_, find) => delete find(tools[0]!.name).parameters.url,
      /required parameter "url" is not set/,
    ],
    [
      "a defined prompt left empty",
      (_, find) => {
        find(agent.name).parameters.promptType = "define";
        delete find(agent.name).parameters.text;
      },
      /required parameter "text" is not set/,
    ],
    [
      "a credential the model does not take",
      (_, find) => (find(model.name).credentials = { anthropicApi: { id: "x", name: "x" } }),
      /no credential type anthropicApi|accepts credentials openAiApi/,
    ],
    [
      "a secret in the file",
      (_, find) => Object.assign(find(model.name).credentials?.openAiApi ?? {}, { apiKey: "sk-x" }),
      /only \{id, name\}/,
    ],
    [
      "the model wired as a memory",
      (draft) => (draft.connections[model.name] = { ai_memory: [[{ node: agent.name, type: "ai_memory", index: 0 }]] }),
      /supplies ai_languageModel, not ai_memory/,
    ],
    [
      "a Responses-only option",
      (_, find) => (find(model.name).parameters.builtInTools = {}),
      /"builtInTools" is not used/,
    ],
  ])("would report %s", (_case, change, problem) => {
    expect(edit(change)).toContainEqual(expect.stringMatching(problem));
  });
});

describe("what was seen working on n8n 2.30.8 (PITFALLS §7)", () => {
  it("an embedded Chat Trigger that only the site's gateway can call (Basic Auth), answering with the last node, history from memory", () => {
    const siteOrigin = /^GATSBY_SITE_URL=(.+)$/m.exec(fs.readFileSync(path.join(ROOT, ".env.example"), "utf8"))?.[1];
    expect(params(trigger)).toMatchObject({
      public: true,
      mode: "webhook",
      authentication: "basicAuth",
      options: { loadPreviousSession: "memory", responseMode: "lastNode" },
    });
    expect(Object.keys(trigger.credentials ?? {})).toEqual(["httpBasicAuth"]);
    expect(
      String(options(trigger).allowedOrigins)
        .split(",")
        .map((origin) => origin.trim()),
    ).toContain(siteOrigin);
    expect(options(trigger).allowedOrigins).not.toBe("*");
    expect((trigger as WorkflowNode & { webhookId?: string }).webhookId).toBe("maxi");
  });

  it("an AI Agent 2.2 taking the chat input, with the system message generated from the file", () => {
    expect(agent.name).toBe(MAXI_AGENT_NODE);
    expect(agent.typeVersion).toBe(2.2);
    expect(params(agent)).toMatchObject({ promptType: "auto", text: "={{ $json.chatInput }}" });
    // Out of step: run `npm run n8n:sync-maxi` after editing n8n/maxi-system-message.md.
    expect(options(agent).systemMessage).toBe(maxiSystemMessage(readMaxiSources()));
  });

  it("an OpenAI-compatible chat model on chat completions, provider and key in an n8n credential", () => {
    expect(model.typeVersion).toBe(1.3);
    expect(params(model).responsesApiEnabled).toBe(false);
    expect(Object.keys(model.credentials ?? {})).toEqual(["openAiApi"]);
  });

  it("Postgres chat memory 1.3 in the migration's own table, keyed by the chat's sessionId", async () => {
    expect(memory.typeVersion).toBe(1.3);
    expect(params(memory).tableName).toBe("maxi_chat_histories");
    expect(params(memory).sessionIdType ?? "fromInput").toBe("fromInput");
    const columns = await db.asOwner<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position",
      [params(memory).tableName],
    );
    expect(columns.map((column) => column.column_name)).toEqual(["id", "session_id", "message", "created_at"]);
    expect(Object.keys(memory.credentials ?? {})).toEqual(["postgres"]);
  });

  it("wires model, memory and tools to the agent, memory also to the trigger, and the trigger's messages to the agent", () => {
    expect(targets(model.name, "ai_languageModel")).toEqual([agent.name]);
    expect(targets(memory.name, "ai_memory").sort()).toEqual([agent.name, trigger.name].sort());
    expect(tools.map((candidate) => candidate.typeVersion)).toEqual([4.4, 4.4]);
    for (const candidate of tools) expect(targets(candidate.name, "ai_tool")).toEqual([agent.name]);
    const reached = new Set<string>();
    const walk = (name: string) =>
      targets(name, "main").forEach((next) => !reached.has(next) && (reached.add(next), walk(next)));
    walk(trigger.name);
    expect(reached).toContain(agent.name);
  });

  it("keeps no copy of answered conversations in n8n's execution log (the memory table is the one copy, purged after 30 days)", () => {
    expect((workflow as Workflow & { settings: Record<string, unknown> }).settings).toMatchObject({
      saveDataSuccessExecution: "none",
      saveManualExecutions: false,
    });
  });

  it("commits no credential: every reference is a placeholder", () => {
    for (const { credentials } of workflow.nodes) {
      for (const reference of Object.values(credentials ?? {}))
        expect(reference).toEqual({ id: "REEMPLAZAR", name: expect.any(String) });
    }
  });
});

describe("Maxi's tools", () => {
  const config = workflow.nodes.find((node) => node.name === "Configuración") as WorkflowNode;
  const setting = (name: string) =>
    (params(config).assignments as { assignments: { name: string; value: string }[] }).assignments.find(
      (entry) => entry.name === name,
    )?.value;

  it("reads the knowledge file the build writes, from the deployed site", () => {
    const knowledge = tool("conocimiento_del_sitio");
    expect(params(knowledge).method ?? "GET").toBe("GET");
    expect(params(knowledge).url).toBe(`={{ $('Configuración').first().json.site_url }}${KNOWLEDGE_PATH}`);
    expect(setting("site_url")).toMatch(/^https:\/\/[^/]+$/);
  });

  it("stores a lead like the form: POST /rest/v1/contacts with the anon key, the form's columns and source maxi", async () => {
    const lead = tool("guardar_contacto");
    expect(params(lead)).toMatchObject({
      method: "POST",
      url: "={{ $('Configuración').first().json.supabase_url }}/rest/v1/contacts",
      sendBody: true,
      specifyBody: "json",
    });
    const headers = Object.fromEntries(
      (params(lead).headerParameters as { parameters: { name: string; value: string }[] }).parameters.map(
        ({ name, value }) => [name, value],
      ),
    );
    const admission = byType("n8n-nodes-base.postgres").find((node) =>
      String(params(node).query).includes("maxi_admit_message"),
    ) as WorkflowNode;
    expect(headers).toEqual({
      apikey: "={{ $('Configuración').first().json.supabase_anon_key }}",
      Authorization: "=Bearer {{ $('Configuración').first().json.supabase_anon_key }}",
      // The lead token of the message being answered: from the admission node, never from the model.
      "x-maxi-lead-token": `={{ $('${admission.name}').first().json.lead_token }}`,
    });

    const args = {
      name: " Lucía ",
      last_name: "García Romero",
      email: "maxi-lead@empresa.es",
      phone: "612345678",
      company: "",
      company_sector: "Hostelería",
      interested_service: "Marketing Digital",
      message: undefined,
    };
    const body = JSON.parse(renderTemplate(String(params(lead).jsonBody), args)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...CONTACT_FIELDS, "source"].sort());
    expect(body).toMatchObject({ name: "Lucía", company: null, message: null, source: "maxi" });
    for (const option of SERVICE_OPTIONS) expect(String(params(lead).jsonBody)).toContain(option);
    // Optional fields carry a default, so n8n does not require them from the model.
    expect(String(params(lead).jsonBody)).toMatch(/\$fromAI\('company', '[^']*', 'string', ''\)/);
    expect(String(params(lead).jsonBody)).toMatch(/\$fromAI\('message', '[^']*', 'string', ''\)/);

    // The database takes exactly that body from the anon role, as it takes the form's, and counts it in the
    // conversation whose admitted message handed out the token.
    const admitted = await admitMessage(db, widgetSessionId(), "Sí, acepto", gatewayClientKey("tool-test"));
    const request = fromClient("192.0.2.77", { "x-maxi-lead-token": admitted?.lead_token ?? "" });
    await expect(sqlState(insertAs(db, body, { request }))).resolves.toBe("ok");
    const [stored] = await db.asOwner<{ source: string; name: string; client_hash: string }>(
      "select source, name, client_hash from public.contacts where email = $1",
      ["maxi-lead@empresa.es"],
    );
    expect(stored).toMatchObject({ source: "maxi", name: "Lucía" });
    await expect(
      sqlState(insertAs(db, { ...body, email: "by-address@empresa.es" }, { request: fromClient("192.0.2.77") })),
    ).resolves.toBe("ok");
    const [byAddress] = await db.asOwner<{ client_hash: string }>(
      "select client_hash from public.contacts where email = $1",
      ["by-address@empresa.es"],
    );
    expect(stored?.client_hash).not.toBe(byAddress?.client_hash);
  });

  it("never writes a real key or project into the file", () => {
    expect(setting("supabase_url")).toBe("https://TU-PROYECTO.supabase.co");
    expect(setting("supabase_anon_key")).toMatch(/^REEMPLAZAR/);
  });
});

describe("limits kept in the database, retention outside the workflow", () => {
  const postgresNodes = byType("n8n-nodes-base.postgres");
  const functionsCalled = postgresNodes.map((node) => /public\.(\w+)\(/.exec(String(params(node).query))?.[1]);
  const admit = postgresNodes.find((node) => String(params(node).query).includes("maxi_admit_message")) as WorkflowNode;
  const contact = {
    contact_email: site.contact.email,
    contact_phone: site.contact.phone,
    contact_phone_display: site.contact.phoneDisplay,
  };

  it("admits each message through the database, with the gateway's client, network and provider keys, before the agent", async () => {
    expect(targets(trigger.name, "main").flatMap((next) => targets(next, "main"))).toContain(admit.name);
    expect(admit.name).toBe(MAXI_ADMISSION_NODE);
    expect(params(admit).query).toBe("select * from public.maxi_admit_message($1, $2, $3, $4, $5)");
    const trigged: ForwardedChatCall = {
      action: "sendMessage",
      sessionId: "3b241101-e2bb-4255-8caf-4136c566a962",
      chatInput: "Hola",
      clientKey: "c".repeat(64),
      networkKey: "d".repeat(64),
      providerKey: "e".repeat(64),
    };
    const replacement = String(options(admit).queryReplacement).replace(/^=\{\{(.*)\}\}$/s, "$1");
    expect(new Function("$json", `return (${replacement});`)(trigged)).toEqual([
      trigged.sessionId,
      trigged.chatInput,
      trigged.clientKey,
      trigged.networkKey,
      trigged.providerKey,
    ]);
    // An IPv4 caller has no provider block: the parameter is empty, never missing, and the database admits it.
    const ipv4 = { ...trigged, sessionId: widgetSessionId(), providerKey: null };
    const { query, values } = maxiAdmission(workflow, ipv4);
    expect(values).toEqual([ipv4.sessionId, "Hola", ipv4.clientKey, ipv4.networkKey, ""]);
    const { rows } = await db.asRole("maxi_chat", (tx) => tx.query<{ admitted: boolean }>(query, values));
    expect(rows[0]).toMatchObject({ admitted: true });
    const [gate] = targets(admit.name, "main");
    const [admitted, refused] = workflow.connections[gate!]!.main!.map((list) => list.map((target) => target.node));
    expect(admitted).toEqual([agent.name]);
    expect(refused).toEqual([MAXI_REFUSAL_NODE]);
  });

  /** The number the database names with each refusal (public.maxi_admit_message's bound), as it stands. */
  const boundOf = async (reason: string) => {
    const [limits] = await db.asOwner<Record<string, number>>("select * from private.maxi_limits()");
    const column: Record<string, string> = {
      too_long: "max_message_chars",
      too_many: "max_messages_per_hour",
      client_busy: "max_client_messages_per_10_minutes",
      network_busy: "max_network_messages_per_day",
      site_busy: "max_site_messages_per_day",
    };
    const name = column[reason];
    return name ? (limits?.[name] ?? null) : null;
  };

  it.each([...Object.keys(LIMIT_REASONS), "bad_session", "bad_client", "bad_network"])(
    "answers a refusal (%s) itself, in Spanish, with the form, the e-mail and the phone, and the reason for the widget",
    async (reason) => {
      const reply = maxiRefusal(workflow, { reason, bound: await boundOf(reason) }, contact);
      expect(Object.keys(reply).sort()).toEqual(["busyKey", "limit", "output", "retryAfter"]);
      expect(reply).toMatchObject({ limit: reason, retryAfter: 0, busyKey: "" });
      const output = String(reply.output);
      expect(output).toContain("[formulario de contacto](/contacto/)");
      expect(output).toContain(`](mailto:${site.contact.email})`);
      expect(output).toContain(`[${site.contact.phoneDisplay}](tel:${site.contact.phone})`);
      expect(output).toMatch(/^[A-ZÁÉÍÓÚ]/);
      if (reason === "too_long") expect(output).toContain(`${MAX_MESSAGE_CHARS} caracteres`);
      if (reason === "too_many") expect(output).toContain(`${MAX_MESSAGES_PER_HOUR} mensajes por hora`);
    },
  );

  /** An admission the database refused, as the refusal node receives it. */
  const refusal = (row: Admission): RefusedAdmission => {
    if (row.reason === null) throw new Error("the database admitted the message");
    return { ...row, reason: row.reason };
  };

  it("prints the number the database refused by, so a changed limit needs no edit of the workflow", async () => {
    await db.asOwner("update private.maxi_settings set max_message_chars = 400, max_messages_per_hour = 2");
    try {
      const tooLong = await admitMessage(db, widgetSessionId(), "a".repeat(401), gatewayClientKey("texts-long"));
      expect(String(maxiRefusal(workflow, refusal(tooLong), contact).output)).toContain("(máximo 400 caracteres)");
      const session = widgetSessionId();
      for (const text of ["uno", "dos"]) await admitMessage(db, session, text, gatewayClientKey(`texts-${text}`));
      const tooMany = await admitMessage(db, session, "tres", gatewayClientKey("texts-tres"));
      expect(tooMany).toMatchObject({ reason: "too_many", bound: 2 });
      expect(String(maxiRefusal(workflow, refusal(tooMany), contact).output)).toContain(
        "límite de 2 mensajes por hora",
      );
    } finally {
      await db.asOwner("update private.maxi_settings set max_message_chars = default, max_messages_per_hour = default");
    }
    // Answered by a database that names no number, the text still reads well.
    expect(String(maxiRefusal(workflow, "too_long", contact).output)).toMatch(
      /^Tu mensaje es demasiado largo para Maxi\. /,
    );
  });

  it("says something different for each refusal a visitor can meet", () => {
    const outputs = Object.keys(LIMIT_REASONS).map((reason) => maxiRefusal(workflow, reason, contact).output);
    expect(outputs).toHaveLength(5);
    expect(new Set(outputs).size).toBe(outputs.length);
    expect(new Set(outputs)).not.toContain(maxiRefusal(workflow, "bad_client", contact).output);
  });

  it("passes on which key was full and for how long, for the gateway to answer that key itself meanwhile", () => {
    const refused = { reason: "network_busy", retry_after: 3600, busy_key: "d".repeat(64) };
    expect(maxiRefusal(workflow, refused, contact)).toMatchObject({
      limit: "network_busy",
      retryAfter: 3600,
      busyKey: "d".repeat(64),
    });
  });

  it("calls only the admission: the 30-day purge is the database's own schedule, which runs whether or not Maxi is active", async () => {
    expect(functionsCalled).toEqual(["maxi_admit_message"]);
    expect(byType("n8n-nodes-base.scheduleTrigger")).toEqual([]);
    expect(JSON.stringify(workflow)).not.toMatch(/purge/i);
    // The function the old nightly node called is folded into public.apply_retention() (supabase/migrations/*_retention.sql).
    const existing = await db.asOwner<{ proname: string }>(
      "select proname from pg_proc where pronamespace = 'public'::regnamespace and proname like 'maxi_%' order by proname",
    );
    // Two forms: the workflow's (five keys) and the client-only one kept for tools.
    expect(existing.map((row) => row.proname)).toEqual(["maxi_admit_message", "maxi_admit_message"]);
    const [retention] = await db.asOwner<{ present: boolean }>(
      "select to_regprocedure('public.apply_retention()') is not null as present",
    );
    expect(retention?.present).toBe(true);
  });

  it("logs in to Postgres with one credential, the maxi_chat role's", () => {
    const names = new Set(postgresNodes.concat(memory).map((node) => node.credentials?.postgres?.name));
    expect([...names]).toEqual([expect.stringContaining("maxi_chat")]);
  });
});
