import { CHAT_SHELL_CLOSED_EVENT } from "../../src/lib/chat-ids";
import { firstTapScript } from "../../src/lib/first-tap-script";
import { NOTICE_READ_ATTRIBUTE, NOTICE_STORAGE_KEY } from "../../src/lib/notice-storage";
import { installFirstTapScript } from "../support/first-tap-script";

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" data-first-tap="chat" aria-busy="false" aria-expanded="false"><svg><path /></svg></button>
    <div id="maxi-chat-shell" role="dialog" hidden>
      <button type="button" data-first-tap="chat-close">Cerrar</button>
      <button type="button" data-first-tap="chat-start" data-autofocus>Empezar</button>
    </div>
    <form data-first-tap="contact"><input name="name" /><button type="submit">Enviar</button></form>
    <a href="#somewhere">Enlace</a>
    <section id="cookie-notice"><button type="button" data-first-tap="notice">Entendido</button></section>`;
  uninstall = installFirstTapScript();
});
afterEach(() => {
  uninstall();
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
  expect(launcher).toHaveAttribute("aria-busy", "false");
  expect(window.__firstTap?.held).toEqual({});
});

describe("Maxi's launcher, which shows the window's shell without React", () => {
  const tap = (selector: string) => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector(selector)!.dispatchEvent(click);
    return click;
  };
  const launcher = () => document.querySelector('[data-first-tap="chat"]')!;
  const shell = () => document.getElementById("maxi-chat-shell")!;

  it("shows the shell at once with focus on its first control, and holds the launcher's tap for the window", () => {
    listenLikeReact();
    expect(tap('[data-first-tap="chat"]').defaultPrevented).toBe(true);
    expect(shell()).not.toHaveAttribute("hidden");
    expect(document.querySelector('[data-first-tap="chat-start"]')).toHaveFocus();
    expect(launcher()).toHaveAttribute("aria-expanded", "true");
    expect(launcher()).toHaveAttribute("aria-busy", "true");
    expect(reactSaw).not.toHaveBeenCalled();
    expect(window.__firstTap?.held).toEqual({ chat: true });
  });

  it("holds «Empezar» in the shell until the window is ready to run it", () => {
    tap('[data-first-tap="chat"]');
    expect(tap('[data-first-tap="chat-start"]').defaultPrevented).toBe(true);
    expect(document.querySelector('[data-first-tap="chat-start"]')).toHaveAttribute("aria-busy", "true");
    expect(window.__firstTap?.held).toEqual({ chat: true, "chat-start": true });
  });

  it.each([
    ["its close button", '[data-first-tap="chat-close"]'],
    ["the launcher again", '[data-first-tap="chat"]'],
  ])("closes the shell with %s: nothing left held, focus back on the launcher", (_name, selector) => {
    listenLikeReact();
    tap('[data-first-tap="chat"]');
    tap('[data-first-tap="chat-start"]');
    expect(tap(selector).defaultPrevented).toBe(true);
    expect(shell()).toHaveAttribute("hidden");
    expect(window.__firstTap?.held).toEqual({});
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute("aria-expanded", "false");
    expect(launcher()).toHaveAttribute("aria-busy", "false");
    expect(reactSaw).not.toHaveBeenCalled();
  });

  it("closes the shell with Escape, before React is ready or after, and tells the launcher's component", () => {
    const closed = jest.fn();
    window.addEventListener(CHAT_SHELL_CLOSED_EVENT, closed);
    const escape = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    escape();
    expect(closed).not.toHaveBeenCalled(); // nothing open: Escape is the page's
    tap('[data-first-tap="chat"]');
    tap('[data-first-tap="chat-start"]');
    escape();
    expect(shell()).toHaveAttribute("hidden");
    expect(window.__firstTap?.held).toEqual({});
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute("aria-expanded", "false");
    expect(closed).toHaveBeenCalledTimes(1);
    window.removeEventListener(CHAT_SHELL_CLOSED_EVENT, closed);
  });

  it("leaves the launcher and the shell to React once they are ready", () => {
    window.__firstTap!.ready.chat = true;
    window.__firstTap!.ready["chat-close"] = true;
    expect(tap('[data-first-tap="chat"]').defaultPrevented).toBe(false);
    expect(shell()).toHaveAttribute("hidden");
    shell().hidden = false;
    expect(tap('[data-first-tap="chat-close"]').defaultPrevented).toBe(false);
    expect(shell()).not.toHaveAttribute("hidden");
  });
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
  // 500 characters held taps; closing the cookie notice without React (issue 38) costs ~200 more, showing
  // and closing Maxi's shell (Escape too) ~480, handing a contact submit to the form's early check ~50:
  // ~540 bytes once compressed, against a second of waiting.
  expect(firstTapScript.length).toBeLessThan(1300);
});
