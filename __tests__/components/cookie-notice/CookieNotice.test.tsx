import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import site from "../../../content/site.json";
import { CookieNotice } from "../../../src/components/cookie-notice/CookieNotice";
import { NOTICE_STORAGE_KEY } from "../../../src/components/cookie-notice/notice-storage";
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
  expect(screen.getByRole("link", { name: cookieNotice.link.label })).toHaveAttribute("href", "/politica-de-privacidad/");
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

it("stays hidden for a visitor who already read it", async () => {
  window.localStorage.setItem(NOTICE_STORAGE_KEY, "true");
  const getItem = jest.spyOn(Storage.prototype, "getItem");
  renderNotice();
  await waitFor(() => expect(getItem).toHaveBeenCalledWith(NOTICE_STORAGE_KEY));
  expect(screen.queryByRole("region", { name: cookieNotice.label })).not.toBeInTheDocument();
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
