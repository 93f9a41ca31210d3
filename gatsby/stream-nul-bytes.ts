/**
 * React 18's streaming server renderer, which Gatsby 5 uses to prerender pages, pads its 2,048-byte
 * chunks with NUL bytes when a multi-byte character (á, é, ñ…) does not fit at the end of one
 * (facebook/react#27554, #31134; fixed only in React 19): the character itself follows in the next
 * chunk, so the NUL is an insertion, never a replacement. HTML forbids U+0000 (browsers and validators
 * report it), and no text of ours contains one, so every NUL in a prerendered document is removed.
 */
export const removeStreamNulBytes = (html: string): string => html.replaceAll("\u0000", "");
