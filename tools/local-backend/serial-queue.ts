/**
 * Runs tasks one after another. PGlite is a single connection: a transaction opened by one request
 * must not interleave with another request's statements.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}
