import { cdata, xmlAttribute, xmlText } from "../../gatsby/xml-text";

/** What a strict XML parser reads back from `xml` inside an element. */
const readBack = (xml: string) => {
  const document = new DOMParser().parseFromString(`<x>${xml}</x>`, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document.documentElement.textContent;
};

describe("text for the feed's XML", () => {
  it("escapes markup in text and attributes so a parser reads the original back", () => {
    const tricky = `Preguntas & respuestas <b>"IA"</b> ]]> fin`;
    expect(readBack(xmlText(tricky))).toBe(tricky);
    const document = new DOMParser().parseFromString(`<x a="${xmlAttribute(tricky)}"/>`, "application/xml");
    const { documentElement } = document;
    expect(documentElement.getAttributeNames().map((name) => documentElement.getAttribute(name))).toEqual([tricky]);
  });

  it('keeps "]]>" inside a CDATA section by splitting it, so the section cannot end early', () => {
    const html = `<p>a]]>b</p><code>x[y[0]]>z</code>]]>`;
    expect(cdata(html)).toBe("<![CDATA[<p>a]]]]><![CDATA[>b</p><code>x[y[0]]]]><![CDATA[>z</code>]]]]><![CDATA[>]]>");
    expect(readBack(cdata(html))).toBe(html);
  });

  it("drops the characters XML 1.0 cannot hold, keeping tabs, new lines and emoji", () => {
    const text = "a\u0000b\u0007c\u000Bd\uFFFEe\uD800f\tg\nh 🚀";
    expect(xmlText(text)).toBe("abcdef\tg\nh 🚀");
    expect(readBack(cdata(text))).toBe("abcdef\tg\nh 🚀");
  });
});
