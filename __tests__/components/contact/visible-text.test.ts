import { hasVisibleText, INVISIBLE_CODE_POINTS, trimInvisible } from "../../../src/contracts/visible-text";

/** The contract with the database (issue 10, finding 6): written out here on purpose, not derived from the module. */
const CONTRACT = [
  0x0009,
  0x000a,
  0x000b,
  0x000c,
  0x000d,
  0x0020,
  0x0085,
  0x00a0,
  0x1680,
  ...Array.from({ length: 11 }, (_, index) => 0x2000 + index), // U+2000–U+200A
  0x2028,
  0x2029,
  0x202f,
  0x205f,
  0x3000,
  0xfeff,
  0x00ad,
  0x034f,
  0x061c,
  0x115f,
  0x1160,
  0x17b4,
  0x17b5,
  0x180e,
  ...Array.from({ length: 5 }, (_, index) => 0x200b + index), // U+200B–U+200F
  ...Array.from({ length: 5 }, (_, index) => 0x202a + index), // U+202A–U+202E
  ...Array.from({ length: 5 }, (_, index) => 0x2060 + index), // U+2060–U+2064
  ...Array.from({ length: 4 }, (_, index) => 0x2066 + index), // U+2066–U+2069
  0x2800,
  0x3164,
  0xffa0,
];
const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
const char = (code: number) => String.fromCodePoint(code);

describe("the invisible characters", () => {
  it("are exactly the contract's list, and include everything JavaScript calls whitespace", () => {
    expect([...INVISIBLE_CODE_POINTS].sort((a, b) => a - b)).toEqual([...new Set(CONTRACT)].sort((a, b) => a - b));
    for (let code = 0; code <= 0xffff; code += 1) {
      if (/\s/.test(char(code))) expect(INVISIBLE_CODE_POINTS).toContain(code);
    }
  });

  it.each(CONTRACT.map((code) => [hex(code), code]))("%s alone, twice, or around a space is blank", (_name, code) => {
    expect(hasVisibleText(char(code))).toBe(false);
    expect(hasVisibleText(char(code).repeat(2))).toBe(false);
    expect(hasVisibleText(` ${char(code)} `)).toBe(false);
    expect(trimInvisible(`${char(code)}Ana${char(code)}`)).toBe("Ana");
  });

  it("a mix of all of them is still blank, and is trimmed to nothing", () => {
    const all = CONTRACT.map(char).join("");
    expect(hasVisibleText(all)).toBe(false);
    expect(hasVisibleText("\u00a0\u200b")).toBe(false);
    expect(trimInvisible(all)).toBe("");
    expect(trimInvisible(`${all}Ana${all}`)).toBe("Ana");
  });

  it.each(["Ana", "Ñ", "李", "a", "0", ".", "\u200bA\u200b", "Ana María", "e\u0301"])(
    "%p has a visible character",
    (text) => {
      expect(hasVisibleText(text)).toBe(true);
    },
  );

  it("keeps invisible characters inside the text (a zero-width joiner in an emoji, a space between names)", () => {
    expect(trimInvisible("\u200b Ana\u00a0María \u3000")).toBe("Ana\u00a0María");
    expect(trimInvisible("👩\u200d💻")).toBe("👩\u200d💻");
  });
});
