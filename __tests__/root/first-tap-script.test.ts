import { firstTapScript } from "../../src/lib/first-tap-script";
import { NOTICE_READ_ATTRIBUTE, NOTICE_STORAGE_KEY } from "../../src/lib/notice-storage";

// The script as the page runs it, in <head>, before the controls exist.
function install() {
  const added: Array<[string, EventListener]> = [];
  const original = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener as EventListener]);
    original(type, listener, options);
  });
  new Function(firstTapScript)();
  spy.mockRestore();
  return () => added.forEach(([type, listener]) => window.removeEventListener(type, listener, true));
}

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" data-first-tap="chat"><svg><path /></svg></button>
    <form data-first-tap="contact"><input name="name" /><button type="submit">Enviar</button></form>
    <a href="#somewhere">Enlace</a>
    <section id="cookie-notice"><button type="button" data-first-tap="notice">Entendido</button></section>`;
  uninstall = install();
});
afterEach(() => {
  uninstall();
  delete window.__firstTap;
  document.documentElement.removeAttribute(NOTICE_READ_ATTRIBUTE);
  window.localStorage.clear();
});

const reactSaw = jest.fn();
beforeEach(() => reactSaw.mockReset());
// React listens on its root container, below window: a held tap must never reach it.
const listenLikeReact = () => {
  document.body.addEventListener("click", reactSaw);
  document.body.addEventListener("submit", reactSaw);
};

it("holds a tap on a control that is not ready yet: busy at once, not performed natively, not seen by React", () => {
  listenLikeReact();
  const launcher = document.querySelector("button[data-first-tap]")!;
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  launcher.querySelector("path")!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(reactSaw).not.toHaveBeenCalled();
  expect(launcher).toHaveAttribute("aria-busy", "true");
  expect(window.__firstTap).toEqual({ ready: {}, held: { chat: true } });
});

it("holds a form's submit, but not clicks and typing inside the form", () => {
  listenLikeReact();
  const form = document.querySelector("form")!;
  const inside = new MouseEvent("click", { bubbles: true, cancelable: true });
  form.querySelector("input")!.dispatchEvent(inside);
  expect(inside.defaultPrevented).toBe(false);
  expect(reactSaw).toHaveBeenCalledTimes(1);

  const submit = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(reactSaw).toHaveBeenCalledTimes(1);
  expect(form).toHaveAttribute("aria-busy", "true");
  expect(window.__firstTap?.held).toEqual({ contact: true });
});

it("lets taps through once the control is ready, and never touches other elements", () => {
  listenLikeReact();
  window.__firstTap!.ready.chat = true;
  const launcher = document.querySelector("button[data-first-tap]")!;
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  launcher.dispatchEvent(click);
  const link = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.querySelector("a")!.dispatchEvent(link);
  expect(click.defaultPrevented).toBe(false);
  expect(link.defaultPrevented).toBe(false);
  expect(reactSaw).toHaveBeenCalledTimes(2);
  expect(launcher).not.toHaveAttribute("aria-busy");
  expect(window.__firstTap?.held).toEqual({});
});

describe("the cookie notice's «Entendido», which completes without React", () => {
  const tapNotice = () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector<HTMLButtonElement>('[data-first-tap="notice"]')!.dispatchEvent(click);
    return click;
  };

  it("stores the choice and marks the document, which hides the notice, and still hands the tap to React", () => {
    listenLikeReact();
    expect(tapNotice().defaultPrevented).toBe(true);
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBe("true");
    expect(document.documentElement).toHaveAttribute(NOTICE_READ_ATTRIBUTE);
    expect(reactSaw).not.toHaveBeenCalled();
    expect(window.__firstTap?.held).toEqual({ notice: true });
  });

  it("moves keyboard focus from the closing notice to Maxi's launcher, and leaves focus elsewhere alone", () => {
    const entendido = document.querySelector<HTMLButtonElement>('[data-first-tap="notice"]')!;
    entendido.focus();
    tapNotice();
    expect(document.querySelector('[data-first-tap="chat"]')).toHaveFocus();

    document.documentElement.removeAttribute(NOTICE_READ_ATTRIBUTE);
    const input = document.querySelector("input")!;
    input.focus();
    tapNotice();
    expect(input).toHaveFocus();
  });

  it("closes the notice for this visit when storage refuses to keep the choice", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    try {
      tapNotice();
      expect(document.documentElement).toHaveAttribute(NOTICE_READ_ATTRIBUTE);
    } finally {
      setItem.mockRestore();
    }
  });

  it("does nothing of this once the notice's component is ready: React closes it", () => {
    window.__firstTap!.ready.notice = true;
    expect(tapNotice().defaultPrevented).toBe(false);
    expect(document.documentElement).not.toHaveAttribute(NOTICE_READ_ATTRIBUTE);
  });
});

it("stays small: it is inlined in every page", () => {
  // 500 characters held taps; closing the cookie notice without React (issue 38) costs ~200 more.
  expect(firstTapScript.length).toBeLessThan(720);
});
