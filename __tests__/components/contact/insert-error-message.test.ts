import { insertErrorMessage } from "../../../src/components/contact/insert-error-message";
import { contactFormFixture } from "../../support/contact-fixture";

const messages = contactFormFixture.serverErrors;

describe("insertErrorMessage", () => {
  it.each([
    [{ code: "PT429", message: "Demasiadas solicitudes" }, messages.rateLimited],
    [{ code: "42501", message: "permission denied for table contacts" }, messages.forbidden],
    [{ code: "PGRST301", message: "Invalid API key" }, messages.forbidden],
    [{ code: "23514", message: "violates check constraint" }, messages.rejected],
    [{ code: "PGRST204", message: "Could not find the 'x' column" }, messages.rejected],
    [{ code: "08006", message: "connection failure" }, messages.unavailable],
    [{ code: "", message: "TypeError: Failed to fetch" }, messages.network],
    [{ code: "", message: "AbortError: This operation was aborted" }, messages.timeout],
    [{ code: "", message: "TimeoutError: No response after 15000 ms" }, messages.timeout],
  ])("explains %p in Spanish", (error, expected) => {
    expect(insertErrorMessage(error, messages)).toBe(expected);
  });

  it("keeps the server's own message for codes it does not know", () => {
    expect(insertErrorMessage({ code: "XY123", message: "Algo concreto" }, messages)).toBe("Algo concreto");
  });
});
