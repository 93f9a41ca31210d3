import type { Page } from "playwright-core";
import type cookies from "../../../content/cookies.json";

/**
 * What a page keeps in the browser: every write to web storage, cookies and IndexedDB as it happens, and
 * what is there afterwards. Compared with the cookie policy's list (legal-pages.e2e.ts), and used to show
 * that the funnel's collector keeps nothing (funnel.e2e.ts).
 */
export type Kind = keyof typeof cookies.types;
export interface Entry {
  kind: Kind;
  name: string;
}

/** Records every write to web storage, cookies and IndexedDB from the first script on, in every document. */
export async function recordWrites(page: Page): Promise<Entry[]> {
  const writes: Entry[] = [];
  await page.context().exposeFunction("__recordWrite", (kind: Kind, name: string) => writes.push({ kind, name }));
  await page.context().addInitScript(() => {
    const record = (window as typeof window & { __recordWrite(kind: string, name: string): void }).__recordWrite;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      record(this === window.sessionStorage ? "sessionStorage" : "localStorage", key);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(Document.prototype, "cookie", {
      configurable: true,
      get(this: Document) {
        return cookie.get!.call(this);
      },
      set(this: Document, value: string) {
        record("cookie", value.split("=")[0]!.trim());
        cookie.set!.call(this, value);
      },
    });
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      record("indexedDB", name);
      return open.call(this, name, version);
    };
  });
  return writes;
}

/** What is in the browser now: storage keys, cookies (set by scripts or by the server) and IndexedDB databases. */
export async function stored(page: Page): Promise<Entry[]> {
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ""),
  }));
  return [
    ...inPage.localStorage.map((name) => ({ kind: "localStorage" as const, name })),
    ...inPage.sessionStorage.map((name) => ({ kind: "sessionStorage" as const, name })),
    ...inPage.indexedDB.map((name) => ({ kind: "indexedDB" as const, name })),
    ...(await page.context().cookies()).map((cookie) => ({ kind: "cookie" as const, name: cookie.name })),
  ];
}

/** «@@scroll|…» names every key that starts with «@@scroll|». */
export const names = (entry: Entry, listed: Entry) =>
  entry.kind === listed.kind &&
  (listed.name.endsWith("…") ? entry.name.startsWith(listed.name.slice(0, -1)) : entry.name === listed.name);
