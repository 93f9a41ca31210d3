/** @jest-environment node */
import { STATE_COOKIE } from "../../../cms/oauth";
import { SESSION_STORAGE_KEY } from "../../../src/components/chat/session";
import { NOTICE_STORAGE_KEY } from "../../../src/lib/notice-storage";
import { checkBroken, checkContent, loadContent } from "../../support/content";

const FILE = "cookies.json";

interface Item {
  name: string;
  type: string;
}
const items = (loadContent(FILE).groups as Array<{ items: Item[] }>).flatMap((group) => group.items);

describe("content/cookies.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("names every key this project's own code writes, where the code writes it", () => {
    // The browser test (device-storage.e2e.ts) checks what the pages really write; this names the
    // keys defined in code, so an entry removed from the list fails here, before any build.
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: NOTICE_STORAGE_KEY, type: "localStorage" }),
        expect.objectContaining({ name: SESSION_STORAGE_KEY, type: "localStorage" }),
        expect.objectContaining({ name: STATE_COOKIE, type: "cookie" }),
        // Gatsby's scroll restoration: one sessionStorage key per visited page, "@@scroll|/path/|key".
        expect.objectContaining({ name: "@@scroll|…", type: "sessionStorage" }),
      ]),
    );
  });

  it("refuses a storage type it cannot label", () => {
    expect(checkBroken(FILE, (data) => (data.groups[0].items[0].type = "webSQL"))).toEqual([
      "content/cookies.json → groups[0].items[0].type: must be one of: localStorage, sessionStorage, cookie, indexedDB",
    ]);
  });
});
