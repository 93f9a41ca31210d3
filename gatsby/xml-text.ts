/** Text for XML 1.0 documents (the feed): escaped, and without the characters XML cannot hold at all. */

// Control characters, non-characters and lone surrogates: not even a character reference may carry them.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escaped with hexadecimal references, as the RSS Best Practices Profile asks of "&" and "<" in plain text. */
export const xmlText = (text: string) =>
  text.replace(NOT_XML, "").replace(/&/g, "&#x26;").replace(/</g, "&#x3C;").replace(/>/g, "&#x3E;");

export const xmlAttribute = (text: string) => xmlText(text).replace(/"/g, "&#x22;");

/** A CDATA section that "]]>" in the text cannot close early: the sequence is split across two sections. */
export const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, "").split("]]>").join("]]]]><![CDATA[>")}]]>`;
