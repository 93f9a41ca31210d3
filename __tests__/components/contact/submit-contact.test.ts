import { submitContact, toContactRow, type ContactsClient } from "../../../src/components/contact/submit-contact";
import { validContact } from "../../support/contact-fixture";

function stubClient(result: Promise<{ error: unknown }>) {
  const insert = jest.fn(() => result);
  const from = jest.fn(() => ({ insert }));
  return { client: { from } as unknown as ContactsClient, from, insert };
}

describe("toContactRow", () => {
  it("maps the eight fields, trimmed", () => {
    expect(
      toContactRow({
        ...validContact,
        name: "  Lucía ",
        email: " lucia@empresa.es ",
        company: " Naranjos SL ",
        message: "\n Hola \n",
      }),
    ).toEqual({ ...validContact, message: "Hola" });
  });

  it("sends empty optional fields as null, whether empty or blank", () => {
    const row = toContactRow({ ...validContact, company: "", message: "   " });
    expect(row.company).toBeNull();
    expect(row.message).toBeNull();
    expect(Object.keys(row)).toHaveLength(8);
  });
});

describe("submitContact", () => {
  it("inserts one row into contacts without asking for it back", async () => {
    const { client, from, insert } = stubClient(Promise.resolve({ error: null }));
    await expect(submitContact(validContact, client)).resolves.toEqual({ error: null });
    expect(from).toHaveBeenCalledWith("contacts");
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(toContactRow(validContact));
    expect(insert.mock.calls[0]).toHaveLength(1); // no options, no .select(): return=minimal
  });

  it("passes PostgREST's error through", async () => {
    const error = { code: "23514", message: "violates check constraint", details: null, hint: null };
    const { client } = stubClient(Promise.resolve({ error }));
    await expect(submitContact(validContact, client)).resolves.toEqual({ error });
  });

  it("turns a thrown failure into an error without a code", async () => {
    const { client } = stubClient(Promise.reject(new TypeError("Failed to fetch")));
    await expect(submitContact(validContact, client)).resolves.toEqual({
      error: { code: "", message: "TypeError: Failed to fetch" },
    });
  });
});
