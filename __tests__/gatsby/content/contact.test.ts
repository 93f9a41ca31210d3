/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "contact.json";

describe("content/contact.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("needs exactly four FAQ items", () => {
    expect(checkBroken(FILE, (data) => data.faq.items.pop())).toEqual([
      "content/contact.json → faq.items: must have exactly 4 items",
    ]);
  });

  it("names a missing answer and the guarantee title", () => {
    const problems = checkBroken(FILE, (data) => {
      delete data.faq.items[2].answer;
      delete data.guarantee.title;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/contact.json → faq.items[2].answer: required",
        "content/contact.json → guarantee.title: required",
      ]),
    );
  });

  it("keeps contact data out of the page file: the phone card has no note of its own", () => {
    expect(checkBroken(FILE, (data) => (data.info.phone.note = "Lunes a viernes"))).toEqual([
      expect.stringMatching(/^content\/contact\.json → info\.phone: unknown key \(note\)/),
    ]);
  });
});
