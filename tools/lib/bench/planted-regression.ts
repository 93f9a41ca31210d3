import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The regression the benchmark must show: 200 ms of synchronous work when the app starts, right after the first paint. */
export const PLANTED_TASK_MS = 200;

const plantedScript =
  `<script>new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){` +
  `observer.disconnect();setTimeout(()=>{const end=performance.now()+${PLANTED_TASK_MS};while(performance.now()<end);})}})` +
  `.observe({type:"paint",buffered:true})</script>`;

/**
 * A copy of the build in which one route carries a planted start-up regression (`npm run bench -- --plant`),
 * so anyone can check that the benchmark's TBT-over-floor figure shows a real regression.
 */
export function buildWithPlantedRegression(publicDir: string, route: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "planted-"));
  fs.cpSync(publicDir, copy, { recursive: true });
  const page = path.join(copy, route, "index.html");
  const html = fs.readFileSync(page, "utf8");
  if (!html.includes("</body>")) throw new Error(`${page} has no </body>`);
  fs.writeFileSync(page, html.replace("</body>", `${plantedScript}</body>`));
  return copy;
}
