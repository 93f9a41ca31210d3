/** @jest-environment node */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openDatabase } from "../../tools/local-backend/db";
import { lastWeek, parsePeriod, previousPeriod } from "../../tools/lib/funnel/figures";
import { change, share } from "../../tools/lib/funnel/tables";

jest.setTimeout(120_000);

/**
 * `npm run funnel`: the figures of public.funnel_figures as tables, for a period and the one before it,
 * run for real on a local database (as funnel_reporter), plus its arguments and the e-mail's wording.
 */
const ROOT = path.resolve(__dirname, "../..");

describe("the period", () => {
  it("reads --from and --to, and defaults to the last complete week in Madrid", () => {
    expect(parsePeriod(["--from", "2026-11-01", "--to", "2026-11-30"])).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(parsePeriod(["--from=2026-11-01", "--to=2026-11-07"])).toEqual({ from: "2026-11-01", to: "2026-11-07" });
    // Monday 23 November 2026, 00:30 in Madrid (Sunday 23:30 UTC): the week of the 16th has just ended.
    expect(lastWeek(new Date("2026-11-22T23:30:00Z"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(parsePeriod([], new Date("2026-11-25T10:00:00Z"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-10-02", to: "2026-10-31" });
  });

  it.each([
    [["--from", "2026-11-31", "--to", "2026-12-01"], /--from must be a day/],
    [["--from", "1/11/2026"], /--from must be a day/],
    [["--from", "2026-12-01", "--to", "2026-11-01"], /is after --to/],
  ])("refuses %j", (argv, message) => {
    expect(() => parsePeriod(argv)).toThrow(message);
  });

  it("words changes and shares as the e-mail does", () => {
    expect([change(125, 100), change(90, 100), change(5, 5), change(3, 0), change(0, 0)]).toEqual([
      "+25 %",
      "−10 %",
      "=",
      "nuevo",
      "—",
    ]);
    expect([share(1, 3), share(1, 40), share(0, 4), share(3, 0)]).toEqual(["33 %", "2,5 %", "0 %", "—"]);
  });
});

it("prints the period's figures beside the previous period's, from the local database", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "funnel-cli-"));
  try {
    const db = await openDatabase(dataDir);
    await db.asOwner(
      `insert into private.funnel_counts (day, page, event, cta, referrer, device, hits) values
         ('2026-11-03', '/', 'view', '', 'google.com', 'phone', 40),
         ('2026-11-20', '/contacto/', 'view', '', '', 'desktop', 12),
         ('2026-11-20', '/', 'cta', 'hero.comenzar', '', '', 9),
         ('2026-11-20', '/contacto/', 'form.started', '', '', '', 6),
         ('2026-11-20', '/contacto/', 'form.submitted', '', '', '', 3),
         ('2026-11-21', '*', 'form.stored', '', '', '', 3),
         ('2026-10-15', '/', 'view', '', '', 'desktop', 20)`,
    );
    await db.asOwner(
      `insert into private.funnel_counts (day, page, event, cta, referrer, device, article, hits) values
         ('2026-11-10', '/blog/:slug/', 'view', '', '', 'phone', 'campanas-medidas-hasta-el-lead', 8),
         ('2026-11-11', '/blog/:slug/', 'cta', 'article.contact', '', '', 'campanas-medidas-hasta-el-lead', 2),
         ('2026-11-12', '/blog/:slug/', 'view', '', '', 'desktop', 'chatbot-con-los-documentos-de-tu-empresa', 3),
         ('2026-11-13', '/casos-de-exito/:slug/', 'view', '', '', 'phone', 'reformas-guadalquivir-coste-por-lead', 5),
         ('2026-11-13', '/casos-de-exito/:slug/', 'cta', 'case.contact', '', '', 'reformas-guadalquivir-coste-por-lead', 1)`,
    );
    await db.close();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tools/print-funnel.ts", "--from", "2026-11-01", "--to", "2026-11-30"],
      {
        cwd: ROOT,
        env: { ...process.env, LOCAL_BACKEND_DATA: dataDir, FUNNEL_DATABASE_URL: "" },
      },
    );
    expect(stdout).toContain("Embudo de la web, 2026-11-01 a 2026-11-30 (anterior: 2026-10-02…2026-10-31)");
    expect(stdout).toMatch(/Visitas +68 +20 +\+240 %/);
    expect(stdout).toMatch(
      /Artículos más leídos\n.*\n.*\n\/blog\/campanas-medidas-hasta-el-lead\/ +8 +2 +25 %\n\/blog\/chatbot-con-los-documentos-de-tu-empresa\/ +3 +0 +0 %\n\n/,
    );
    expect(stdout).toMatch(/Artículos del blog \(todos\) \(\/blog\/:slug\/\) +11 +0 +nuevo/);
    expect(stdout).toMatch(
      /Casos de éxito más vistos\n.*\n.*\n\/casos-de-exito\/reformas-guadalquivir-coste-por-lead\/ +5 +1 +20 %\n\n/,
    );
    expect(stdout).toMatch(/Casos de éxito \(todos\) \(\/casos-de-exito\/:slug\/\) +5 +0 +nuevo/);
    expect(stdout).toMatch(/Inicio \(\/\) +40 +20 +\+100 %/);
    expect(stdout).toMatch(/Contacto \(\/contacto\/\) +12 +0 +nuevo/);
    expect(stdout).toMatch(/Clics en llamadas a la acción +12 +18 % +0/);
    expect(stdout).toMatch(/Formulario enviado +3 +50 % +0/);
    expect(stdout).toMatch(/Solicitud guardada +3 +100 % +0/);
    expect(stdout).toMatch(/Portada: botón principal \(hero\.comenzar\) +9 +0 +nuevo/);
    expect(stdout).toMatch(/google\.com +40 +0 +nuevo/);
    expect(stdout).toMatch(/Directo o sin referencia +28 +20 +\+40 %/);
    expect(stdout).toMatch(/Móvil +53 +0 +nuevo/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
