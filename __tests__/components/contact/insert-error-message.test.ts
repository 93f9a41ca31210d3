import site from "../../../content/site.json";
import { insertErrorMessage } from "../../../src/components/contact/insert-error-message";
import { INSERT_FAILURES } from "../../../src/components/contact/insert-outcome";
import { contactFormFixture } from "../../support/contact-fixture";

const messages = contactFormFixture.serverErrors;
const FAILURES = INSERT_FAILURES;

describe("insertErrorMessage", () => {
  it.each(FAILURES)(
    "explains %s with its own sentence from content/contact.json, all placeholders filled",
    (failure) => {
      const text = insertErrorMessage(failure, messages, site.contact);
      expect(text).not.toContain("${");
      expect(text).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿].*\.$/);
      const others = FAILURES.filter((other) => other !== failure).map((other) =>
        insertErrorMessage(other, messages, site.contact),
      );
      expect(others).not.toContain(text);
    },
  );

  it.each(["configuration", "siteFull"] as const)(
    "sends people to the agency's e-mail and phone when the form cannot take the request (%s)",
    (failure) => {
      const text = insertErrorMessage(failure, messages, site.contact);
      expect(text).toContain(site.contact.email);
      expect(text).toContain(site.contact.phoneDisplay);
    },
  );

  it("offers the e-mail when there were too many requests or a value was refused", () => {
    expect(insertErrorMessage("rateLimited", messages, site.contact)).toContain(site.contact.email);
    expect(insertErrorMessage("rejected", messages, site.contact)).toContain(site.contact.email);
  });

  it("uses the contact data it is given (content/site.json is the one place to change them)", () => {
    expect(
      insertErrorMessage("configuration", messages, { email: "otra@agencia.es", phoneDisplay: "600 00 00 00" }),
    ).toContain("otra@agencia.es o llámanos al 600 00 00 00");
  });
});
