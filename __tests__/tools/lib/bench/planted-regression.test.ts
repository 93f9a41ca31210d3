/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { buildWithPlantedRegression, PLANTED_TASK_MS } from "../../../../tools/lib/bench/planted-regression";

describe("the planted regression the gate must catch", () => {
  it("adds a start-up task of the planted length to one route of a copy, leaving the build itself alone", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    fs.mkdirSync(path.join(publicDir, "contacto"));
    const original = "<!doctype html><html><body><h1>Contacto</h1></body></html>";
    fs.writeFileSync(path.join(publicDir, "contacto", "index.html"), original);
    fs.writeFileSync(path.join(publicDir, "index.html"), original);

    const copy = buildWithPlantedRegression(publicDir, "/contacto/");
    const planted = fs.readFileSync(path.join(copy, "contacto", "index.html"), "utf8");
    expect(fs.readFileSync(path.join(publicDir, "contacto", "index.html"), "utf8")).toBe(original);
    expect(fs.readFileSync(path.join(copy, "index.html"), "utf8")).toBe(original);

    // Run the planted script with a stand-in paint observer: it must busy-wait PLANTED_TASK_MS once FCP is reported.
    const script = /<script>(.*)<\/script><\/body>/.exec(planted)?.[1];
    expect(script).toBeDefined();
    let observe:
      ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
    let task: (() => void) | undefined;
    vm.runInNewContext(script!, {
      performance,
      PerformanceObserver: class {
        constructor(callback: typeof observe) {
          observe = callback;
        }
        observe() {}
      },
      setTimeout: (callback: () => void) => (task = callback),
    });
    observe!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect() {} });
    const started = performance.now();
    task!();
    expect(performance.now() - started).toBeGreaterThanOrEqual(PLANTED_TASK_MS);
  });
});
