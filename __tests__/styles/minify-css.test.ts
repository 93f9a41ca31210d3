import { globalCss } from "../../src/styles/global-css";
import { minifyCss } from "../../src/styles/minify-css";

/**
 * Every rule of a stylesheet as jsdom's CSS parser reads it (selector or condition, and declarations).
 * That parser keeps the source's spacing after commas and colons, which no browser reads: set aside.
 */
function parsedRules(css: string): string[] {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  const read = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) =>
      rule instanceof CSSMediaRule ? [`@media ${rule.media.mediaText}`, ...read(rule.cssRules)] : [rule.cssText],
    );
  const rules = read(style.sheet!.cssRules).map((rule) => rule.replace(/\s*,\s*/g, ",").replace(/:\s+/g, ":"));
  style.remove();
  return rules;
}

describe("minifyCss", () => {
  it("leaves the global stylesheet's rules as the browser reads them, in fewer bytes", () => {
    const minified = minifyCss(globalCss);
    expect(parsedRules(globalCss).length).toBeGreaterThan(15);
    expect(parsedRules(minified)).toEqual(parsedRules(globalCss));
    expect(minified.length).toBeLessThan(globalCss.length * 0.85);
    expect(minified).not.toMatch(/\/\*|\n/);
  });

  it("keeps the spaces a value needs", () => {
    expect(minifyCss('a {\n  margin: calc(1px + 2px) auto;\n  font: 1rem / 1.5 "Segoe UI", sans-serif;\n}')).toBe(
      'a{margin:calc(1px + 2px) auto;font:1rem / 1.5 "Segoe UI",sans-serif}',
    );
  });
});
