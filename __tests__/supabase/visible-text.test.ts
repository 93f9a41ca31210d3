/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { fromClient, insertAs, leadRow, sqlState } from "../support/database";

jest.setTimeout(120_000);

/**
 * Finding 6: required text must contain a visible character. The contract shared with the form: a value
 * is blank when every character is JavaScript white space (\s) or one of the invisible characters below.
 */
const JS_WHITE_SPACE = [
  ...range(0x0009, 0x000d),
  0x0020,
  0x0085,
  0x00a0,
  0x1680,
  ...range(0x2000, 0x200a),
  0x2028,
  0x2029,
  0x202f,
  0x205f,
  0x3000,
  0xfeff,
];
const INVISIBLE = [
  0x00ad,
  0x034f,
  0x061c,
  0x115f,
  0x1160,
  0x17b4,
  0x17b5,
  0x180e,
  ...range(0x200b, 0x200f),
  ...range(0x202a, 0x202e),
  ...range(0x2060, 0x2064),
  ...range(0x2066, 0x2069),
  0x2800,
  0x3164,
  0xffa0,
];
const BLANK = [...JS_WHITE_SPACE, ...INVISIBLE];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

const isBlank = async (value: string) =>
  (await db.asOwner<{ blank: boolean }>("select public.contacts_is_blank($1) as blank", [value]))[0]?.blank;

let client = 0;
const insertName = (name: string, column = "name") =>
  insertAs(db, leadRow({ [column]: name }), { request: fromClient(`203.0.113.${(client = (client % 250) + 1)}`) });

describe("the blank-character set", () => {
  it("is the contract's list: every JavaScript white-space character, U+0085 and 30 invisible ones", () => {
    expect(BLANK).toHaveLength(56);
    expect(new Set(BLANK).size).toBe(56);
    // Every character JavaScript's \s matches is in the list. U+0085 (NEXT LINE) is not \s in JavaScript
    // but the contract lists it, so the form must use the explicit list too, not /\s/ alone.
    const jsSpace = range(0, 0xffff).filter((codePoint) => /\s/.test(String.fromCharCode(codePoint)));
    expect(JS_WHITE_SPACE.filter((codePoint) => !jsSpace.includes(codePoint))).toEqual([0x0085]);
    expect(jsSpace.filter((codePoint) => !BLANK.includes(codePoint))).toEqual([]);
  });

  it.each(BLANK.map((codePoint) => [hex(codePoint), codePoint]))("%s alone is blank", async (_name, codePoint) => {
    await expect(isBlank(String.fromCodePoint(codePoint))).resolves.toBe(true);
  });

  it("any mix of them is blank, and so is the empty string", async () => {
    await expect(isBlank(BLANK.map((codePoint) => String.fromCodePoint(codePoint)).join(""))).resolves.toBe(true);
    await expect(isBlank("\u00a0\u200b")).resolves.toBe(true);
    await expect(isBlank("\u3164\u200d\u2060\ufeff")).resolves.toBe(true);
    await expect(isBlank("")).resolves.toBe(true);
  });

  it.each([
    ["Ana", "Ana"],
    ["Ñ", "Ñ"],
    ["李", "李"],
    ["a digit", "7"],
    ["an emoji", "🙂"],
    ["a letter between invisible characters", "\u200b\u00a0A\u3000\u2060"],
    ["a combining accent on a space", " \u0301"],
    ["an unassigned code point next to the set (U+2065)", "\u2065"],
  ])("%s is not blank", async (_case, value) => {
    await expect(isBlank(value)).resolves.toBe(false);
  });
});

describe("as anon, through the CHECK constraints", () => {
  it.each(BLANK.map((codePoint) => [hex(codePoint), codePoint]))(
    "refuses a name of %s alone",
    async (_name, codePoint) => {
      await expect(sqlState(insertName(String.fromCodePoint(codePoint)))).resolves.toBe("23514");
    },
  );

  it.each([
    ["U+00A0 + U+200B", "\u00a0\u200b"],
    ["U+3000 alone", "\u3000"],
    [
      "every blank character together",
      BLANK.filter((codePoint) => codePoint > 0x20)
        .map((codePoint) => String.fromCodePoint(codePoint))
        .join(""),
    ],
  ])("refuses %s in each required text column and in company and message", async (_case, value) => {
    for (const column of ["name", "last_name", "company_sector", "company", "message"]) {
      await expect(sqlState(insertName(value, column))).resolves.toBe("23514");
    }
  });

  it.each([["Ana"], ["Ñ"], ["李"], ["\u200bAna"]])("stores a name of %j", async (name) => {
    await expect(sqlState(insertName(name))).resolves.toBe("ok");
  });
});
