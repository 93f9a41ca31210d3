/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import {
  CONTACT_FIELDS,
  fieldRule,
  HONEYPOT,
  SERVICE_OPTIONS,
  type ContactField,
} from "../../src/contracts/contact-fields";
import { validateContact } from "../../src/contracts/contact-schema";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { contactFormFixture, validContact } from "../support/contact-fixture";
import { contractCases as cases } from "../support/contact-cases";
import { fromClient, insertAs, sqlState } from "../support/database";

/**
 * The contact contract (src/contracts/contact-fields.ts) against both of its enforcers: the
 * form's schema and the database's CHECK constraints, which SQL cannot import. Every field is walked
 * through both with the cases its rule implies, and both must give the same verdict, so neither can
 * drift from the contract (or from each other) without this test failing.
 */
jest.setTimeout(120_000);

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

const messages = contactFormFixture.validation;

let client = 0;
/** Each insert is a different visitor, so the per-client limits never interfere. */
const nextClient = () => fromClient(`192.0.2.${(client += 1)}`);

const ACCEPTED = "ok";

/** The form's message for `field` holding `value` ("ok" when it accepts it), and the database's answer to the row the form sends. */
async function verdicts(field: ContactField, value: string) {
  const values = { ...validContact, [field]: value };
  const form = (await validateContact(values, messages))[field] ?? ACCEPTED;
  const database = await sqlState(insertAs(db, toContactRow(values), { request: nextClient() }));
  return { form, database };
}

describe("every field of the contract, through the form's schema and the database alike", () => {
  it("walks every field, every length limit at its edge, every service and every patterned field", () => {
    expect(new Set(cases.map(([field]) => field))).toEqual(new Set(CONTACT_FIELDS));
    const lengths = CONTACT_FIELDS.filter((field) => fieldRule(field).maxLength !== undefined).map((field) => [
      field,
      fieldRule(field).maxLength,
    ]);
    expect(lengths).toEqual([
      ["name", 100],
      ["last_name", 100],
      ["email", 254],
      ["company", 150],
      ["company_sector", 100],
      ["message", 5000],
    ]);
    expect(
      cases
        .filter(([field, , expected]) => field === "interested_service" && expected === "accepted")
        .map(([, , , value]) => value),
    ).toEqual(expect.arrayContaining([...SERVICE_OPTIONS, "Ambos"]));
  });

  it.each(cases)("%s %s: %s by both", async (field, _case, expected, value) => {
    const { form, database } = await verdicts(field, value);
    if (expected === "accepted") {
      expect({ form, database }).toEqual({ form: ACCEPTED, database: ACCEPTED });
    } else {
      // The database refuses with a CHECK violation; the form with the message for what is wrong.
      expect(form).not.toBe(ACCEPTED);
      expect(database).toBe("23514");
    }
    const maxLength = fieldRule(field).maxLength;
    if (maxLength !== undefined && Array.from(value).length > maxLength)
      expect(form).toBe(messages.tooLong.replace("${max}", String(maxLength)));
  });
});

describe("the database's own statement of the contract", () => {
  it("makes a required field NOT NULL and lets an optional one be null", async () => {
    const columns = await db.asOwner<{ column_name: string; is_nullable: "YES" | "NO" }>(
      "select column_name, is_nullable from information_schema.columns where table_schema = 'public' and table_name = 'contacts' and column_name = any($1)",
      [CONTACT_FIELDS],
    );
    const nullable = Object.fromEntries(columns.map((column) => [column.column_name, column.is_nullable === "YES"]));
    expect(nullable).toEqual(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, !fieldRule(field).required])));
  });

  it("lists the contract's services, and no other, in its CHECK constraint", async () => {
    const [constraint] = await db.asOwner<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'contacts_interested_service_allowed'",
    );
    const listed = [...(constraint?.definition ?? "").matchAll(/'((?:[^']|'')*)'::text/g)].map(([, value]) =>
      value!.replace(/''/g, "'"),
    );
    expect(listed).toEqual([...SERVICE_OPTIONS]);
  });

  it("keeps a honeypot value up to its maximum, refuses a longer one, and the form never sends one", async () => {
    const row = (website: string) => ({ ...toContactRow(validContact), [HONEYPOT.column]: website });
    await expect(sqlState(insertAs(db, row("w".repeat(HONEYPOT.maxLength)), { request: nextClient() }))).resolves.toBe(
      ACCEPTED,
    );
    await expect(
      sqlState(insertAs(db, row("w".repeat(HONEYPOT.maxLength + 1)), { request: nextClient() })),
    ).resolves.toBe("23514");
    const sent = toContactRow(validContact, "😀".repeat(HONEYPOT.maxLength + 100));
    expect(Array.from(sent[HONEYPOT.column] ?? "")).toHaveLength(HONEYPOT.maxLength);
    await expect(sqlState(insertAs(db, sent, { request: nextClient() }))).resolves.toBe(ACCEPTED);
  });
});
