import { firstTapScript } from "../../src/lib/first-tap-script";

/** Runs the inline first-tap script as the page does, in <head>; returns what removes its listeners again. */
export function installFirstTapScript(): () => void {
  const added: Array<[string, EventListener]> = [];
  const original = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener as EventListener]);
    original(type, listener, options);
  });
  new Function(firstTapScript)();
  spy.mockRestore();
  return () => {
    added.forEach(([type, listener]) => window.removeEventListener(type, listener, true));
    delete window.__firstTap;
  };
}
