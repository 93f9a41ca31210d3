/**
 * What an editor changed, field by field, and how those changes land on a newer version of the file.
 * Paths are written as yup writes them ("faq.items[2].answer"), so the save check's labels apply.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Edit {
  path: string;
  /** The editor's value; undefined when the editor removed the field. */
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const child = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`;

const keysOf = (...values: unknown[]) => [
  ...new Set(values.flatMap((value) => (isRecord(value) ? Object.keys(value) : []))),
];

/** Lists whose items line up one to one (same length on every side) are merged and compared item by item. */
const aligned = (values: readonly unknown[]): values is ReadonlyArray<readonly unknown[]> =>
  values.every(Array.isArray) &&
  values.every((value) => (value as unknown[]).length === (values[0] as unknown[]).length);

/** The fields whose value differs between `before` and `after`: the smallest differing parts (a text, a whole list whose length changed). */
export function editsBetween(before: unknown, after: unknown, path = ""): Edit[] {
  if (same(before, after)) return [];
  if (isRecord(before) && isRecord(after))
    return keysOf(before, after).flatMap((key) => editsBetween(before[key], after[key], child(path, key)));
  const lists = [before, after];
  if (aligned(lists))
    return lists[1]!.flatMap((item, index) => editsBetween(lists[0]![index], item, child(path, index)));
  return [{ path, value: after }];
}

export interface Merged {
  data: Json;
  /** Fields both the editor and the other change set, to different values: the editor's value is kept. */
  conflicts: string[];
}

/**
 * `theirs` (the file as it is now) with the editor's changes (from `base`, the version the editor
 * opened, to `mine`) applied field by field: a field only they changed keeps their value, a field only
 * the editor changed takes the editor's, and a field both changed keeps the editor's and is reported.
 */
export function mergeEdits(base: unknown, theirs: unknown, mine: unknown, path = ""): Merged {
  if (same(mine, base) || same(mine, theirs)) return { data: theirs as Json, conflicts: [] };
  if (same(theirs, base)) return { data: mine as Json, conflicts: [] };
  if (isRecord(base) && isRecord(theirs) && isRecord(mine)) {
    const data: Record<string, Json> = {};
    const conflicts: string[] = [];
    for (const key of keysOf(theirs, mine)) {
      const merged = mergeEdits(base[key], theirs[key], mine[key], child(path, key));
      if (merged.data !== undefined) data[key] = merged.data;
      conflicts.push(...merged.conflicts);
    }
    return { data, conflicts };
  }
  const lists = [base, theirs, mine];
  if (aligned(lists)) {
    const [baseItems, theirItems, myItems] = lists as [readonly unknown[], readonly unknown[], readonly unknown[]];
    const items = myItems.map((item, index) =>
      mergeEdits(baseItems[index], theirItems[index], item, child(path, index)),
    );
    return { data: items.map((item) => item.data), conflicts: items.flatMap((item) => item.conflicts) };
  }
  return { data: mine as Json, conflicts: [path] };
}
