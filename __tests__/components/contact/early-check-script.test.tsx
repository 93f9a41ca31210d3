import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { ContactFormSection } from "../../../src/components/contact/ContactFormSection";
import { EARLY_TOAST_ID } from "../../../src/components/contact/early-check";
import { earlyCheckScript } from "../../../src/components/contact/early-check-script";
import { EarlyCheckToast } from "../../../src/components/contact/EarlyCheckToast";
import { errorId } from "../../../src/components/contact/field-ids";
import { CONTACT_FIELDS, EMPTY_CONTACT, fieldRule, type ContactValues } from "../../../src/contracts/contact-fields";
import { validateContact } from "../../../src/contracts/contact-schema";
import { startHydratingPrerenderedPage } from "../../../src/lib/hydration-state";
import { RootWrapper } from "../../../src/root/RootWrapper";
import { contractCases } from "../../support/contact-cases";
import { contactFormFixture, validContact } from "../../support/contact-fixture";
import { installFirstTapScript, installInlineScript } from "../../support/first-tap-script";
import { renderWithProviders } from "../../support/render";

// The real live form, with supabase unconfigured: enough to see it take over.
jest.mock("../../../src/config/env", () => ({
  env: { siteUrl: "", supabaseUrl: "", supabaseAnonKey: "", chatWebhookUrl: "" },
}));

// The form's markup is the server's alone (Gatsby's build-html stage): here, while renderToString runs.
let serverStage = false;
jest.mock("../../../src/components/contact/server-form-view", () => ({
  get ServerContactFormView() {
    return serverStage ? jest.requireActual("../../../src/components/contact/ContactFormView").ContactFormView : null;
  },
}));

const { validation, toasts } = contactFormFixture;
const ui = <ContactFormSection content={contactFormFixture} />;

/** The contact page as it arrives: the server's form, the early notice and both inline scripts. */
function renderServerPage() {
  const container = document.body.appendChild(document.createElement("div"));
  serverStage = true;
  try {
    container.innerHTML = renderToString(<RootWrapper>{ui}</RootWrapper>);
  } finally {
    serverStage = false;
  }
  document.body.insertAdjacentHTML("beforeend", renderToStaticMarkup(<EarlyCheckToast invalid={toasts.invalid} />));
  removers.push(installFirstTapScript(), installInlineScript(earlyCheckScript(validation)));
  return { container, form: container.querySelector("form")! };
}

const removers: Array<() => void> = [];
afterEach(() => {
  removers.splice(0).forEach((remove) => remove());
  document.body.innerHTML = "";
  delete window.__contactCheck;
  delete window.__funnel;
});

const control = (form: HTMLFormElement, field: string) =>
  form.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fill(form: HTMLFormElement, values: ContactValues) {
  for (const field of CONTACT_FIELDS) control(form, field).value = values[field];
}

/** What the prerendered form shows for each field: its error's text when marked invalid, else "". */
const shown = (form: HTMLFormElement) =>
  Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const invalid = control(form, field).getAttribute("aria-invalid") === "true";
      const slot = document.getElementById(errorId(field))!;
      expect(slot.hidden).toBe(!invalid);
      return [field, invalid ? slot.textContent : ""];
    }),
  );

const expected = async (values: ContactValues) => {
  const errors = await validateContact(values, validation);
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, errors[field] ?? ""]));
};

const earlyNotice = () => document.getElementById(EARLY_TOAST_ID)!;

describe("the contact form's early check, before the form's code has arrived", () => {
  it("refuses an empty submit at once: every message, «Revisa el formulario», focus on the first field, nothing held", async () => {
    const { form } = renderServerPage();
    expect(screen.queryAllByRole("alert")).not.toContain(earlyNotice()); // hidden, it is no alert
    const submit = fireEvent.submit(form);

    expect(submit).toBe(false); // not sent natively
    expect(shown(form)).toEqual(await expected(EMPTY_CONTACT));
    expect(Object.values(shown(form)).filter(Boolean).length).toBeGreaterThan(3);
    const notice = earlyNotice();
    expect(screen.getAllByRole("alert")).toContain(notice);
    expect(earlyNotice()).toBeVisible();
    expect(within(notice).getByText(toasts.invalid.title)).toBeVisible();
    expect(within(notice).getByText(toasts.invalid.description)).toBeVisible();
    expect(control(form, "name")).toHaveFocus();
    expect(control(form, "name")).toHaveAccessibleDescription(expect.stringContaining(validation.nameRequired));
    expect(form).not.toHaveAttribute("aria-busy", "true");
    expect(window.__firstTap!.held.contact).toBeUndefined();
    expect(window.__funnel).toEqual(["form.refused"]);
  });

  it("clears a field's message as it is typed into, and the notice's close button hides the notice", () => {
    const { form } = renderServerPage();
    fireEvent.submit(form);
    const name = control(form, "name");
    name.value = "L";
    fireEvent.input(name);
    expect(name).toHaveAttribute("aria-invalid", "false");
    expect(name).not.toHaveAccessibleDescription(expect.stringContaining(validation.nameRequired));
    expect(document.getElementById(errorId("name"))).not.toBeVisible();
    expect(control(form, "last_name")).toHaveAttribute("aria-invalid", "true");

    fireEvent.click(within(earlyNotice()).getByRole("button", { name: "Cerrar notificación" }));
    expect(earlyNotice()).not.toBeVisible();
  });

  it("holds a valid submit for the live form, as busy, and takes down an earlier notice", () => {
    const { form } = renderServerPage();
    fireEvent.submit(form);
    fill(form, validContact);
    const submit = fireEvent.submit(form);

    expect(submit).toBe(false);
    expect(Object.values(shown(form)).every((message) => message === "")).toBe(true);
    expect(earlyNotice()).not.toBeVisible();
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(window.__firstTap!.held.contact).toBe(true);
  });

  // What a visitor can put in the form: a <select> holds only its options, and a one-line input drops line
  // breaks from its value (HTML's value sanitization), so "lu\ncia@empresa.es" arrives as a valid address.
  const holdable = contractCases.filter(([field, , , value]) => {
    const { options } = fieldRule(field);
    if (options) return value === "" || options.includes(value);
    return field === "message" || !/[\n\r]/.test(value);
  });
  const invisible: typeof contractCases = [
    ["name", "zero-width spaces only", "refused", "\u200b\u200b"],
    ["name", "a name between invisible characters", "accepted", "\u200b Lucía \u2060"],
    ["company_sector", "a line break only", "refused", "\n"],
    ["email", "an address between spaces", "accepted", "  lucia@empresa.es \u00a0"],
    ["phone", "a number between soft hyphens", "accepted", "\u00ad612345678\u00ad"],
  ];
  it.each([...holdable, ...invisible])(
    "%s %s: %s, with the live form's message",
    async (field, _case, verdict, value) => {
      const { form } = renderServerPage();
      const values = { ...validContact, [field]: value };
      fill(form, values);
      expect(window.__contactCheck!(form)).toBe(verdict === "refused");
      expect(shown(form)).toEqual(await expected(values));
    },
  );
});

describe("the live form, taking over a submit the early check refused", () => {
  it("keeps every message, turns the notice into its own toast and sends nothing twice", async () => {
    const { container, form } = renderServerPage();
    fireEvent.submit(form);
    const messages = shown(form);

    startHydratingPrerenderedPage();
    renderWithProviders(ui, { container, hydrate: true });
    act(() => control(form, "last_name").focus());
    await waitFor(() => expect(container.querySelector("form")).not.toBe(form));
    const live = container.querySelector("form")!;

    expect(live).not.toHaveAttribute("data-prerendered");
    expect(shown(live)).toEqual(messages);
    expect(control(live, "last_name")).toHaveFocus();
    expect(earlyNotice()).not.toBeVisible();
    const toast = await screen.findByText(toasts.invalid.title, {
      selector: `[role="alert"] :not(#${EARLY_TOAST_ID} *)`,
    });
    expect(toast).toBeVisible();
    expect(window.__funnel).toEqual(["form.refused"]);
  });
});

it("stays small: it is inlined in the contact page", () => {
  // The rules and the nine messages (~1,700 characters of it is the invisible-character class, written
  // three times, which compression all but removes), the check, the marks and the notice.
  expect(earlyCheckScript(validation).length).toBeLessThan(3600);
});
