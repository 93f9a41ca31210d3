/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { buildNow, readPublishedArticles } from "../../gatsby/published-articles";
import {
  GIVE_UP_AFTER_HOURS,
  N8N_CADENCE_MINUTES,
  nextPublication,
  nextPublicationFile,
  publicationDue,
  PUBLISH_WITHIN_MINUTES,
  RETRY_EVERY_MINUTES,
} from "../../gatsby/scheduled-publication";
import { contentWithArticles, SCHEDULE_ARTICLES } from "../support/article-schedule-fixture";

const SCHEDULED = "programado-para-las-diez"; // 27 November 2026, 10:00 in Madrid (09:00 UTC)
const madrid = (time: string) => new Date(`2026-11-27T${time}+01:00`);
const slugsAt = (dir: string, now: Date) => readPublishedArticles(dir, now).map((article) => article.slug);
const minutes = (count: number) => count * 60_000;

describe("an article dated 10:00, with a controlled clock", () => {
  const dir = contentWithArticles({
    ...SCHEDULE_ARTICLES,
    "borrador-programado": {
      changes: { title: "Borrador programado para las diez y media", draft: true, date: "2026-11-27T10:30:00+01:00" },
      body: "Un borrador con fecha futura.",
    },
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is absent at 09:59:59 and present at 10:00 and at 10:14", () => {
    expect(slugsAt(dir, madrid("09:59:59"))).not.toContain(SCHEDULED);
    expect(slugsAt(dir, madrid("10:00:00"))).toContain(SCHEDULED);
    expect(slugsAt(dir, madrid("10:14:00"))).toContain(SCHEDULED);
    for (const now of [madrid("09:59:59"), madrid("10:00:00"), new Date("2030-01-01T00:00:00Z")])
      expect(slugsAt(dir, now)).not.toContain("borrador-programado");
  });

  it("follows the build's clock, SITE_BUILD_NOW, as the build reads it", () => {
    expect(slugsAt(dir, buildNow({ SITE_BUILD_NOW: "2026-11-27T09:59:59+01:00" }))).not.toContain(SCHEDULED);
    expect(slugsAt(dir, buildNow({ SITE_BUILD_NOW: "2026-11-27T09:00:00Z" }))).toContain(SCHEDULED);
  });

  it("is the next publication a build before 10:00 announces, and none after it (a draft never counts)", () => {
    expect(nextPublication(dir, madrid("09:50:00"))).toEqual({ next: "2026-11-27T09:00:00.000Z" });
    expect(nextPublicationFile(dir, madrid("09:59:59"))).toBe('{"next":"2026-11-27T09:00:00.000Z"}\n');
    expect(nextPublication(dir, madrid("10:00:00"))).toEqual({ next: null });
  });

  it("holds nothing else about the article: no title, address or text", () => {
    const file = nextPublicationFile(dir, madrid("09:00:00"));
    expect(Object.keys(JSON.parse(file) as object)).toEqual(["next"]);
    for (const secret of [SCHEDULED, "Programado", "membrillo"]) expect(file).not.toContain(secret);
  });

  it.each(Array.from({ length: 10 }, (_, index) => [index * 30]))(
    "with the schedule's runs %i s after each 5-minute mark and a 10-minute build, is live by 10:15 and built once",
    (offsetSeconds) => {
      const date = madrid("10:00:00").getTime();
      const build = minutes(PUBLISH_WITHIN_MINUTES - N8N_CADENCE_MINUTES);
      let deployed = nextPublication(dir, madrid("09:30:00")).next;
      let pending: { readyAt: number; next: string | null } | null = null;
      const builds: number[] = [];
      let liveAt: number | null = null;
      for (
        let run = date - minutes(30) + offsetSeconds * 1000;
        run < date + minutes(90);
        run += minutes(N8N_CADENCE_MINUTES)
      ) {
        if (pending && pending.readyAt <= run) {
          deployed = pending.next;
          pending = null;
        }
        if (publicationDue(deployed, new Date(run), N8N_CADENCE_MINUTES)) {
          builds.push(run);
          // The build reads the clock when it starts: the article is in it, and the file moves on.
          expect(slugsAt(dir, new Date(run))).toContain(SCHEDULED);
          pending = { readyAt: run + build, next: nextPublication(dir, new Date(run)).next };
          liveAt ??= run + build;
        }
      }
      expect(builds).toHaveLength(1);
      expect(liveAt! - date).toBeLessThanOrEqual(minutes(PUBLISH_WITHIN_MINUTES));
    },
  );
});

describe("publicationDue", () => {
  const next = "2026-11-27T09:00:00.000Z";
  const at = (elapsedMs: number) => new Date(Date.parse(next) + elapsedMs);

  it("is never due without a scheduled date, before it, or with a date it cannot read", () => {
    expect(publicationDue(null, at(0), 5)).toBe(false);
    expect(publicationDue(next, at(-1), 5)).toBe(false);
    expect(publicationDue("mañana", at(0), 5)).toBe(false);
  });

  it("is due in the first run after the date, then every 30 minutes while the date shows pending, for 24 hours", () => {
    const due = (elapsedMinutes: number) => publicationDue(next, at(minutes(elapsedMinutes)), 5);
    expect([0, 4.99, 5, 29.99].map(due)).toEqual([true, true, false, false]);
    expect([RETRY_EVERY_MINUTES, RETRY_EVERY_MINUTES + 4.99, RETRY_EVERY_MINUTES + 5].map(due)).toEqual([
      true,
      true,
      false,
    ]);
    expect(due(GIVE_UP_AFTER_HOURS * 60 - 30)).toBe(true);
    expect(due(GIVE_UP_AFTER_HOURS * 60)).toBe(false);
  });

  it("with a 15-minute job (GitHub's), one of every two runs in each half hour calls the hook", () => {
    const calls = [0, 15, 30, 45, 60, 75].filter((elapsed) => publicationDue(next, at(minutes(elapsed) + 1_000), 15));
    expect(calls).toEqual([0, 30, 60]);
  });
});

describe("docs/blog.md", () => {
  it("states the cadence the n8n workflow runs at and the 15-minute bound", () => {
    const docs = fs.readFileSync(path.resolve(__dirname, "../../docs/blog.md"), "utf8");
    expect(docs).toContain("## Publicación programada");
    expect(docs).toContain(`cada ${N8N_CADENCE_MINUTES} minutos`);
    expect(docs).toContain(`at most ${PUBLISH_WITHIN_MINUTES} minutes after its date`);
  });
});
