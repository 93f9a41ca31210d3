import { firstTapScript } from "../../src/lib/first-tap-script";

/** Runs an inline script of the page's as the browser does; returns what removes its window listeners again. */
export function installInlineScript(source: string): () => void {
  const added: Array<[string, EventListener, boolean]> = [];
  const original = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener as EventListener, options === true]);
    original(type, listener, options);
  });
  new Function(source)();
  spy.mockRestore();
  return () => added.forEach(([type, listener, capture]) => window.removeEventListener(type, listener, capture));
}

/** Runs the inline first-tap script as the page does, in <head>; returns what removes it again. */
export function installFirstTapScript(): () => void {
  const remove = installInlineScript(firstTapScript);
  return () => {
    remove();
    delete window.__firstTap;
  };
}
