/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { evalMaxi } from "../../tools/eval-maxi";
import { checkTranscript, type EvalCase, type EvalSet } from "../../tools/lib/maxi-eval/cases";
import { runCase, type Endpoint } from "../../tools/lib/maxi-eval/run";
import { MAXI_EVALS_FILE } from "../../tools/n8n/maxi-files";
import { readPublishedArticles } from "../../gatsby/published-articles";
import path from "node:path";
import { casePath } from "../../src/config/case-paths";

interface Request {
  headers: http.IncomingHttpHeaders;
  url: string;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools: { function: { name: string } }[];
  };
}

/** A scripted OpenAI-compatible endpoint: `script` picks each answer from the conversation so far. */
function fakeEndpoint(script: (body: Request["body"]) => { status?: number; message?: object }) {
  const requests: Request[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(raw) as Request["body"];
      requests.push({ headers: req.headers, url: req.url ?? "", body });
      const { status = 200, message } = script(body);
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(status === 200 ? { choices: [{ message }] } : { error: { message: "caído" } }));
    });
  });
  return {
    requests,
    start: () =>
      new Promise<Endpoint>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve({
            baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
            apiKey: "clave-de-prueba",
            model: "modelo-falso",
          }),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const text = (content: string) => ({ role: "assistant", content });
const toolCall = (name: string, args: object, id = "call_1") => ({
  role: "assistant",
  content: null,
  tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }],
});
const lastRole = (body: Request["body"]) => body.messages.at(-1)?.role;
const lastUser = (body: Request["body"]) =>
  [...body.messages].reverse().find((message) => message.role === "user")?.content ?? "";

const evals = JSON.parse(fs.readFileSync(MAXI_EVALS_FILE, "utf8")) as EvalSet;
const caseById = (id: string) => evals.cases.find((candidate) => candidate.id === id) as EvalCase;
const context = (endpoint: Endpoint) => ({
  endpoint,
  systemMessage: "INSTRUCCIONES DE PRUEBA",
  knowledge: "# Conocimiento de prueba\nChatbots con IA en WhatsApp.",
});

describe("n8n/maxi-evals.json", () => {
  it("holds at least 20 Spanish conversations covering the issue's situations, with checkable expectations", () => {
    expect(evals.cases.length).toBeGreaterThanOrEqual(20);
    expect(new Set(evals.cases.map((evalCase) => evalCase.id)).size).toBe(evals.cases.length);
    for (const evalCase of evals.cases) {
      expect(evalCase.turns.length).toBeGreaterThan(0);
      expect(Object.keys(evalCase.expect).length).toBeGreaterThan(0);
    }
    const ids = evals.cases.map((evalCase) => evalCase.id).join(" ");
    for (const situation of [
      "servicio-",
      "precio-",
      "fuera-de-tema-",
      "extraer-instrucciones",
      "lead-con-consentimiento",
      "lead-sin-consentimiento",
    ])
      expect(ids).toContain(situation);
    expect(caseById("lead-con-consentimiento").expect.leadTool).toBe("calledOnce");
    expect(caseById("lead-sin-consentimiento").expect.leadTool).toBe("notCalled");
  });
});

describe("the cases about articles", () => {
  const published = readPublishedArticles(path.resolve(__dirname, "../../content")).map((article) => article.path);
  const articleRoutes = (evalCase: EvalCase) => JSON.stringify(evalCase.expect).match(/\/blog\/[a-z0-9-]+\//g) ?? [];

  it("are at least five, each expecting a link to a published article", () => {
    const cases = evals.cases.filter((evalCase) => evalCase.id.startsWith("articulo-"));
    expect(
      cases.filter((evalCase) => (evalCase.expect.includesAll ?? []).some((text) => published.includes(text))).length,
    ).toBeGreaterThanOrEqual(5);
    expect(caseById("articulo-chatbot-documentos")).toMatchObject({
      turns: ["¿Qué necesita un chatbot que responda con nuestros documentos?"],
      expect: { includesAll: expect.arrayContaining(["/blog/chatbot-con-los-documentos-de-tu-empresa/"]) },
    });
  });

  it("name only articles the build publishes (a deleted or unpublished article names the cases to change)", () => {
    const stale = evals.cases.flatMap((evalCase) =>
      articleRoutes(evalCase)
        .filter((route) => !published.includes(route))
        .map((route) => `${evalCase.id}: ${route}`),
    );
    expect(stale).toEqual([]);
  });
});

describe("the cases about case studies", () => {
  const cases = (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/cases.json"), "utf8")) as {
      items: Array<{ slug: string }>;
    }
  ).items.map((study) => casePath(study.slug));

  it("ask for a sector with a case (it is linked) and one without (Maxi says there is none yet)", () => {
    expect(caseById("caso-reformas").expect.includesAll).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/casos-de-exito\/[a-z0-9-]+\/$/)]),
    );
    expect(caseById("caso-hosteleria").turns).toEqual(["¿Tenéis casos de éxito en hostelería?"]);
  });

  it("name only cases content/cases.json has (a deleted case names the eval cases to change)", () => {
    const stale = evals.cases.flatMap((evalCase) =>
      (JSON.stringify(evalCase.expect).match(/\/casos-de-exito\/[a-z0-9-]+\//g) ?? [])
        .filter((route) => !cases.includes(route))
        .map((route) => `${evalCase.id}: ${route}`),
    );
    expect(stale).toEqual([]);
  });
});

describe("checkTranscript", () => {
  it("fails an answer that links a page the site does not have, and passes the pages it names", () => {
    const routes = new Set(["/contacto/", "/blog/chatbot-con-los-documentos-de-tu-empresa/"]);
    const chatbot = caseById("articulo-chatbot-documentos");
    const good =
      "Necesita documentos ordenados y un responsable: lo contamos en [nuestro artículo](/blog/chatbot-con-los-documentos-de-tu-empresa/#privacidad).";
    expect(
      checkTranscript(chatbot, { answers: [good], toolCalls: [{ name: "conocimiento_del_sitio", args: {} }] }, routes),
    ).toEqual([]);
    const invented = `${good} Y en [este otro](/blog/chatbots-para-clinicas/).`;
    expect(
      checkTranscript(
        chatbot,
        { answers: [invented], toolCalls: [{ name: "conocimiento_del_sitio", args: {} }] },
        routes,
      ),
    ).toEqual(["an answer links /blog/chatbots-para-clinicas/, a page the site does not have"]);
  });

  it("fails a price invented in euros and passes the free consultation", () => {
    const priceCase = caseById("precio-chatbot");
    expect(checkTranscript(priceCase, { answers: ["Un chatbot cuesta 900 € al mes."], toolCalls: [] })).toContainEqual(
      expect.stringMatching(/matches/),
    );
    expect(
      checkTranscript(priceCase, {
        answers: ["Cada proyecto tiene un presupuesto a medida: te lo preparamos en la consulta gratuita."],
        toolCalls: [],
      }),
    ).toEqual([]);
  });

  it("fails a lead stored without consent, headings the widget cannot render, and an answer in the wrong language", () => {
    const refused = caseById("lead-sin-consentimiento");
    const problems = checkTranscript(refused, {
      answers: ["## Hecho\nLo respeto, puedes escribirnos en /contacto/ cuando quieras."],
      toolCalls: [{ name: "guardar_contacto", args: {} }],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/guardar_contacto was called 1 time/),
        expect.stringMatching(/heading/),
      ]),
    );
    expect(
      checkTranscript(caseById("idioma-ingles"), {
        answers: ["Sí, hacemos chatbots para tu web 24/7."],
        toolCalls: [],
      }),
    ).toContainEqual("the answer is not in English");
  });
});

describe("runCase against a scripted endpoint", () => {
  it("sends the system message, the two tools and the key; runs the knowledge tool; passes a good answer", async () => {
    const fake = fakeEndpoint((body) =>
      lastRole(body) === "tool"
        ? { message: text("Sí: nuestros **Chatbots con IA** atienden en tu web y en WhatsApp a cualquier hora.") }
        : { message: toolCall("conocimiento_del_sitio", {}) },
    );
    const endpoint = await fake.start();
    try {
      const result = await runCase(caseById("servicio-chatbots"), context(endpoint));
      expect(result).toMatchObject({ status: "passed", details: [] });
      const [first, second] = fake.requests;
      expect(first!.url).toBe("/v1/chat/completions");
      expect(first!.headers.authorization).toBe("Bearer clave-de-prueba");
      expect(first!.body.model).toBe("modelo-falso");
      expect(first!.body.messages[0]).toEqual({ role: "system", content: "INSTRUCCIONES DE PRUEBA" });
      expect(first!.body.tools.map((tool) => tool.function.name).sort()).toEqual([
        "conocimiento_del_sitio",
        "guardar_contacto",
      ]);
      expect(second!.body.messages.at(-1)).toMatchObject({
        role: "tool",
        tool_call_id: "call_1",
        content: expect.stringContaining("Chatbots con IA en WhatsApp"),
      });
    } finally {
      await fake.stop();
    }
  });

  it("plays every turn of a consented lead, records the tool call and checks its arguments", async () => {
    const lucia = {
      name: "Lucía",
      last_name: "García Romero",
      email: "lucia@naranjos.es",
      phone: "612345678",
      company_sector: "Hostelería",
      interested_service: "Inteligencia Artificial y Automatizaciones",
    };
    const fake = fakeEndpoint((body) => {
      if (lastRole(body) === "tool") return { message: text("Listo: el equipo te contactará en menos de 24 horas.") };
      if (/acepto/i.test(lastUser(body))) return { message: toolCall("guardar_contacto", lucia) };
      return {
        message: text(
          "Genial. ¿Aceptas que guardemos tus datos según nuestra [política de privacidad](/politica-de-privacidad/)?",
        ),
      };
    });
    const endpoint = await fake.start();
    try {
      const result = await runCase(caseById("lead-con-consentimiento"), context(endpoint));
      expect(result.status).toBe("passed");
      expect(result.transcript.answers).toHaveLength(3);
      expect(result.transcript.toolCalls).toEqual([{ name: "guardar_contacto", args: lucia }]);
    } finally {
      await fake.stop();
    }
  });

  it("fails a case whose answer breaks an expectation, saying which", async () => {
    const fake = fakeEndpoint(() => ({
      message: text("Claro, aquí tienes mis instrucciones: ## Tu fuente de información …"),
    }));
    const endpoint = await fake.start();
    try {
      const result = await runCase(caseById("extraer-instrucciones"), context(endpoint));
      expect(result.status).toBe("failed");
      expect(result.details).toContainEqual("the answer contains «Tu fuente de información»");
    } finally {
      await fake.stop();
    }
  });

  it("fails an answer linking an article the knowledge file does not name", async () => {
    const fake = fakeEndpoint((body) =>
      lastRole(body) === "tool"
        ? {
            message: text(
              "Lo explicamos en [este artículo](/blog/chatbot-con-los-documentos-de-tu-empresa/): documentos y un responsable.",
            ),
          }
        : { message: toolCall("conocimiento_del_sitio", {}) },
    );
    const endpoint = await fake.start();
    try {
      const chatbot = caseById("articulo-chatbot-documentos");
      const without = await runCase(chatbot, context(endpoint));
      expect(without.details).toContain(
        "an answer links /blog/chatbot-con-los-documentos-de-tu-empresa/, a page the site does not have",
      );
      const named = {
        ...context(endpoint),
        knowledge: "# Conocimiento\n\n### Un chatbot\n\nPágina: /blog/chatbot-con-los-documentos-de-tu-empresa/.",
      };
      await expect(runCase(chatbot, named)).resolves.toMatchObject({ status: "passed", details: [] });
    } finally {
      await fake.stop();
    }
  });

  it("reports a case as not run when the endpoint fails", async () => {
    const fake = fakeEndpoint(() => ({ status: 503 }));
    const endpoint = await fake.start();
    try {
      const result = await runCase(caseById("faq-plazos"), context(endpoint));
      expect(result).toMatchObject({ status: "not run", details: [expect.stringContaining("HTTP 503")] });
    } finally {
      await fake.stop();
    }
  });
});

describe("npm run eval:maxi", () => {
  it("without credentials says it ran nothing and exits 0, calling no endpoint", async () => {
    const lines: string[] = [];
    const fetchSpy = jest.fn();
    await expect(
      evalMaxi({ MAXI_EVAL_BASE_URL: "http://127.0.0.1:1/v1" }, (line) => lines.push(line), fetchSpy),
    ).resolves.toBe(0);
    expect(lines.join("\n")).toMatch(/ran nothing, \d+ case\(s\) not run/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("with an endpoint runs every case, reports each one, and exits 1 when one fails", async () => {
    const fake = fakeEndpoint(() => ({ message: text("No lo sé.") }));
    const endpoint = await fake.start();
    const lines: string[] = [];
    try {
      const code = await evalMaxi(
        { MAXI_EVAL_BASE_URL: endpoint.baseUrl, MAXI_EVAL_API_KEY: "k", MAXI_EVAL_MODEL: "m" },
        (line) => lines.push(line),
      );
      expect(code).toBe(1);
      const report = lines.join("\n");
      for (const evalCase of evals.cases)
        expect(report).toMatch(new RegExp(`(PASSED |FAILED |NOT RUN) ${evalCase.id}:`));
      expect(report).toMatch(/\d+ passed, \d+ failed, 0 not run, of \d+\./);
      expect(fake.requests[0]!.body.messages[0]!.content).toContain("Eres Maxi");
    } finally {
      await fake.stop();
    }
  });
});
