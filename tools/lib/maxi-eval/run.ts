/**
 * Plays n8n/maxi-evals.json against an OpenAI-compatible chat completions endpoint the way the n8n
 * workflow does: the same system message, the same two tools (the knowledge file, the lead), the
 * conversation so far as history. The lead tool is simulated (it answers 201 and stores nothing).
 */
import { CONTACT_FIELDS, OPTIONAL_FIELDS, SERVICE_OPTIONS } from "../../../src/contracts/contact-fields";
import { SITE_ROUTES } from "../../../src/config/routes";
import { routesNamedIn } from "../../../gatsby/maxi-links";
import {
  checkTranscript,
  KNOWLEDGE_TOOL,
  LEAD_TOOL,
  type EvalCase,
  type ToolCallRecord,
  type Transcript,
} from "./cases";

export interface Endpoint {
  /** e.g. https://api.openai.com/v1 (the part before /chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export type CaseStatus = "passed" | "failed" | "not run";

export interface CaseResult {
  id: string;
  title: string;
  status: CaseStatus;
  /** Broken expectations (failed) or why it could not run (not run). */
  details: string[];
  transcript: Transcript;
}

interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null;
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/** The agent's iteration cap in n8n/maxi.json (options.maxIterations). */
const MAX_STEPS = 6;

const tool = (name: string, description: string, properties = {}, required?: string[]) => ({
  type: "function",
  function: { name, description, parameters: { type: "object", properties, ...(required ? { required } : {}) } },
});

const TOOLS = [
  tool(KNOWLEDGE_TOOL, "Devuelve el contenido publicado en la web de la agencia en Markdown."),
  tool(
    LEAD_TOOL,
    "Guarda la solicitud de contacto del visitante. Solo con todos los datos obligatorios y su consentimiento expreso.",
    Object.fromEntries(
      CONTACT_FIELDS.map((field) => [
        field,
        field === "interested_service" ? { type: "string", enum: [...SERVICE_OPTIONS] } : { type: "string" },
      ]),
    ),
    CONTACT_FIELDS.filter((field) => !OPTIONAL_FIELDS.has(field)),
  ),
];

class EndpointError extends Error {}

async function complete(endpoint: Endpoint, messages: ChatMessage[], fetchImpl: typeof fetch): Promise<ChatMessage> {
  const response = await fetchImpl(`${endpoint.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${endpoint.apiKey}` },
    body: JSON.stringify({ model: endpoint.model, messages, tools: TOOLS, temperature: 0 }),
  }).catch((error: Error) => {
    throw new EndpointError(`the endpoint did not answer: ${error.message}`);
  });
  if (!response.ok)
    throw new EndpointError(`the endpoint answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const body = (await response.json()) as { choices?: { message?: ChatMessage }[] };
  const message = body.choices?.[0]?.message;
  if (!message) throw new EndpointError("the endpoint's answer has no choices[0].message");
  return message;
}

function parseArgs(raw: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(raw || "{}") as unknown;
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One conversation: each visitor turn, then model calls (running the tools it asks for) until it answers in text. */
export async function runCase(
  evalCase: EvalCase,
  context: { endpoint: Endpoint; systemMessage: string; knowledge: string; fetch?: typeof fetch },
): Promise<CaseResult> {
  const messages: ChatMessage[] = [{ role: "system", content: context.systemMessage }];
  const transcript: Transcript = { answers: [], toolCalls: [] };
  const { id, title } = evalCase;
  const result = (status: CaseStatus, details: string[]): CaseResult => ({ id, title, status, details, transcript });
  try {
    for (const turn of evalCase.turns) {
      messages.push({ role: "user", content: turn });
      let answer = "";
      for (let step = 0; step < MAX_STEPS; step += 1) {
        const reply = await complete(context.endpoint, messages, context.fetch ?? fetch);
        const calls = reply.tool_calls ?? [];
        messages.push({
          role: "assistant",
          content: reply.content ?? null,
          ...(calls.length ? { tool_calls: calls } : {}),
        });
        if (!calls.length) {
          answer = reply.content ?? "";
          break;
        }
        for (const call of calls) {
          const record: ToolCallRecord = { name: call.function.name, args: parseArgs(call.function.arguments) };
          transcript.toolCalls.push(record);
          const content =
            record.name === KNOWLEDGE_TOOL
              ? context.knowledge
              : record.name === LEAD_TOOL
                ? JSON.stringify({ statusCode: 201, body: "" })
                : `Herramienta desconocida: ${record.name}`;
          messages.push({ role: "tool", tool_call_id: call.id, content });
        }
      }
      transcript.answers.push(answer);
    }
  } catch (error) {
    if (error instanceof EndpointError) return result("not run", [error.message]);
    throw error;
  }
  // The site's pages always exist; an article only when the knowledge file (built from what is published) names it.
  const routes = new Set([...SITE_ROUTES, ...routesNamedIn(`${context.systemMessage}\n${context.knowledge}`)]);
  const problems = checkTranscript(evalCase, transcript, routes);
  return result(problems.length ? "failed" : "passed", problems);
}

/** The endpoint from MAXI_EVAL_BASE_URL, MAXI_EVAL_API_KEY and MAXI_EVAL_MODEL, or null when one is missing. */
export function endpointFromEnv(env: NodeJS.ProcessEnv): Endpoint | null {
  const baseUrl = env.MAXI_EVAL_BASE_URL?.trim();
  const apiKey = env.MAXI_EVAL_API_KEY?.trim();
  const model = env.MAXI_EVAL_MODEL?.trim();
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null;
}

export function formatReport(results: CaseResult[]): string {
  const mark = { passed: "PASSED ", failed: "FAILED ", "not run": "NOT RUN" };
  const lines = results.flatMap((result) => [
    `${mark[result.status]} ${result.id}: ${result.title}`,
    ...result.details.map((detail) => `          - ${detail}`),
  ]);
  const count = (status: CaseStatus) => results.filter((result) => result.status === status).length;
  return `${lines.join("\n")}\n\n${count("passed")} passed, ${count("failed")} failed, ${count("not run")} not run, of ${results.length}.`;
}
