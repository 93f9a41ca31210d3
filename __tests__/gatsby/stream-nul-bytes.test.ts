/** @jest-environment node */
import { removeStreamNulBytes } from "../../gatsby/stream-nul-bytes";

describe("removeStreamNulBytes", () => {
  it("removes the NUL React's streaming renderer inserts before a character that crossed a chunk boundary", () => {
    expect(removeStreamNulBytes("<p>registra de forma autom\u0000ática datos</p>")).toBe(
      "<p>registra de forma automática datos</p>",
    );
  });

  it("removes every one, and leaves a document without any unchanged", () => {
    expect(removeStreamNulBytes("a\u0000\u0000b\u0000")).toBe("ab");
    const clean = "<p>Política de privacidad — ñandú</p>";
    expect(removeStreamNulBytes(clean)).toBe(clean);
  });
});
