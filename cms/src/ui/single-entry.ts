/**
 * A collection of one file (the site's common data) opens straight on that entry: Decap would show a
 * list holding one card, one more click away from the form. Decap's router follows its own history
 * object, so the redirect goes through it.
 */
import { history } from "decap-cms-core/dist/esm/routing/history";

interface Collection {
  name: string;
  /** A files collection's entries; a folder collection (the articles) has none. */
  files?: ReadonlyArray<{ name: string }>;
}

export function openSingleEntries(collections: readonly Collection[]): void {
  const targets = new Map(
    collections.flatMap(({ name, files }): Array<[string, string]> =>
      files?.length === 1 ? [[`/collections/${name}`, `/collections/${name}/entries/${files[0]!.name}`]] : [],
    ),
  );
  const redirect = ({ pathname }: { pathname: string }) => {
    const target = targets.get(pathname.replace(/\/$/, ""));
    // After every listener has seen the move to the list (a replace inside it reaches the router first).
    if (target) queueMicrotask(() => history.replace(target));
  };
  history.listen(redirect);
  redirect(history.location);
}
