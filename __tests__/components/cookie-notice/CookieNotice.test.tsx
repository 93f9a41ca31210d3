import { fireEvent, screen } from "@testing-library/react";
import { createRef } from "react";
import site from "../../../content/site.json";
import { CookieNotice } from "../../../src/components/cookie-notice/CookieNotice";
import {
  NOTICE_ID,
  NOTICE_READ_ATTRIBUTE,
  NOTICE_STORAGE_KEY,
  noticeReadScript,
} from "../../../src/lib/notice-storage";
import { globalCss } from "../../../src/styles/global-css";
import { renderWithProviders } from "../../support/render";

const { cookieNotice } = site;

function renderNotice() {
  const target = createRef<HTMLButtonElement>();
  const view = renderWithProviders(
    <>
      <CookieNotice content={cookieNotice} returnFocusTo={target} />
      <button ref={target} type="button">
        Siguiente
      </button>
    </>,
  );
  return { ...view, target };
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

it("shows an informational region with the privacy link and 'Entendido' on a first visit", async () => {
  renderNotice();
  const region = await screen.findByRole("region", { name: cookieNotice.label });
  expect(region).toHaveTextContent(cookieNotice.text);
  expect(screen.getByRole("link", { name: cookieNotice.link.label })).toHaveAttribute(
    "href",
    "/politica-de-privacidad/",
  );
  expect(screen.getByRole("button", { name: "Entendido" })).toBeInTheDocument();
  expect(region.textContent?.toLowerCase()).not.toContain("acepto");
});

it("stores cookie_consent=true, hides itself and hands focus on when 'Entendido' is pressed", async () => {
  const { target } = renderNotice();
  const button = await screen.findByRole("button", { name: "Entendido" });
  button.focus();
  fireEvent.click(button);
  expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBe("true");
  expect(screen.queryByRole("region", { name: cookieNotice.label })).not.toBeInTheDocument();
  expect(target.current).toHaveFocus();
});

describe("for a visitor who already read it, the <head> script hides it before the body is parsed", () => {
  const runHeadScript = () => new Function(noticeReadScript)();
  afterEach(() => document.documentElement.removeAttribute(NOTICE_READ_ATTRIBUTE));

  it("marks the document only when cookie_consent is 'true', and the global stylesheet hides the notice then", () => {
    runHeadScript();
    expect(document.documentElement).not.toHaveAttribute(NOTICE_READ_ATTRIBUTE);
    window.localStorage.setItem(NOTICE_STORAGE_KEY, "yes");
    runHeadScript();
    expect(document.documentElement).not.toHaveAttribute(NOTICE_READ_ATTRIBUTE);
    window.localStorage.setItem(NOTICE_STORAGE_KEY, "true");
    runHeadScript();
    expect(document.documentElement).toHaveAttribute(NOTICE_READ_ATTRIBUTE, "");
    expect(globalCss).toContain(`html[${NOTICE_READ_ATTRIBUTE}] #${NOTICE_ID} { display: none; }`);
  });

  it("shows the notice when storage is refused", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(runHeadScript).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute(NOTICE_READ_ATTRIBUTE);
  });

  it("renders the region with that id", async () => {
    renderNotice();
    expect(await screen.findByRole("region", { name: cookieNotice.label })).toHaveAttribute("id", NOTICE_ID);
  });
});

it("still closes for the visit when the browser refuses storage", async () => {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);
  renderNotice();
  fireEvent.click(await screen.findByRole("button", { name: "Entendido" }));
  expect(screen.queryByRole("region", { name: cookieNotice.label })).not.toBeInTheDocument();
});

it("puts the full text a tap away on phones: a button tied to the text says whether it is shown", async () => {
  renderNotice();
  const more = await screen.findByRole("button", { name: cookieNotice.expandLabel });
  const text = screen.getByText(cookieNotice.text);
  expect(more).toHaveAttribute("aria-controls", text.id);
  expect(more).toHaveAttribute("aria-expanded", "false");
  // jsdom applies no media queries: the phone rule (hidden until asked for) is the base style.
  expect(text).toHaveStyleRule("display", "none");
  fireEvent.click(more);
  expect(more).toHaveAttribute("aria-expanded", "true");
  expect(text).toHaveStyleRule("display", "block");
});
