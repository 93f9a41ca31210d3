/**
 * Scheduled publishing: an article dated in the future is published by the first build after its date
 * (isPublished). Each build therefore publishes when the next such build is due — the earliest date of
 * an article that is not a draft and not yet published — and nothing else about it (no title, no
 * address), at NEXT_PUBLICATION_PATH. A scheduled job (n8n/scheduled-publish.json, or the repository's
 * .github/workflows/scheduled-publish.yml) reads that file and calls the host's deploy hook when
 * `publicationDue` says so (docs/blog.md, «Publicación programada»).
 */
import { articleFiles } from "./article-checks";
import { splitFrontmatter } from "../content-model/frontmatter";
import { isPublished } from "./published-articles";

/** Where the build writes the next publication's time (gatsby-node's onPostBuild). */
export const NEXT_PUBLICATION_PATH = "/blog/proxima-publicacion.json";

/** The schedule's cadence: n8n's run every 5 minutes, so a build of up to 10 minutes is live within 15. */
export const N8N_CADENCE_MINUTES = 5;
/** The deadline the issue sets: an article is live at most this long after its date. */
export const PUBLISH_WITHIN_MINUTES = 15;
/** While the deployed file still shows a date as pending (a failed or lost build), the hook is called again this often… */
export const RETRY_EVERY_MINUTES = 30;
/** …for at most this long after the date; then a person looks at the host's failed deploys. */
export const GIVE_UP_AFTER_HOURS = 24;

export interface NextPublication {
  /** The earliest date (ISO, UTC) a build must run at or after to publish an article; null when none is scheduled. */
  next: string | null;
}

const END_OF_TIME = new Date(8.64e15);

/** The next publication at `now`: from the articles the same rule will publish later, never from drafts. */
export function nextPublication(contentRoot: string, now: Date): NextPublication {
  const dates = articleFiles(contentRoot).flatMap((file) => {
    try {
      const frontmatter = splitFrontmatter(file.source).data as { draft?: unknown; date?: unknown };
      const scheduled = !isPublished(frontmatter, now) && isPublished(frontmatter, END_OF_TIME);
      return scheduled ? [Date.parse(String(frontmatter.date))] : [];
    } catch {
      return [];
    }
  });
  return { next: dates.length ? new Date(Math.min(...dates)).toISOString() : null };
}

export const nextPublicationFile = (contentRoot: string, now: Date) =>
  `${JSON.stringify(nextPublication(contentRoot, now))}\n`;

/**
 * Whether a job that runs every `cadenceMinutes` should call the deploy hook at `now`, given the deployed
 * file's `next`: in the first run after the date, then once every RETRY_EVERY_MINUTES while the deployed
 * site still shows that date pending, for GIVE_UP_AFTER_HOURS. One build per article when all goes well,
 * however long the build takes (under RETRY_EVERY_MINUTES), and a bounded number when builds fail.
 */
export function publicationDue(next: string | null, now: Date, cadenceMinutes: number): boolean {
  if (next === null) return false;
  const elapsed = now.getTime() - Date.parse(next);
  return (
    elapsed >= 0 &&
    elapsed < GIVE_UP_AFTER_HOURS * 3_600_000 &&
    elapsed % (RETRY_EVERY_MINUTES * 60_000) < cadenceMinutes * 60_000
  );
}
