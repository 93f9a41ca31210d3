import type { BrowserContext } from "playwright-core";

const REPORT = "__reportCspViolation";

/**
 * Records every Content-Security-Policy violation of every page in the context, across navigations,
 * as a readable line: the directive, what was blocked and where.
 */
export async function recordCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeFunction(REPORT, (line: string) => violations.push(line));
  await context.addInitScript((report) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      const sample = event.sample ? ` (${event.sample})` : "";
      (window as typeof window & Record<string, (line: string) => void>)[report]!(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}${where}${sample}`,
      );
    });
  }, REPORT);
}
