import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSearchText } from "../domain/rules/search-text.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { App } from "./app.ts";

// Spec 1 §5 through both APIs, in French and in German: each rule answers its code, the field
// and the message a user reads, and nothing is sent or stored. The messages are written out
// here, not read from the catalogue, so a changed wording is noticed.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let professionalId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db);
  const professional = await db.prisma.professional.create({
    data: { firstName: "Jonas", lastName: "Keller", searchText: toSearchText("Jonas Keller 10000000101"), country: "FR", rpps: "10000000101", rppsType: 8, specialtyCode: "SM54" },
  });
  professionalId = professional.id;
});
afterAll(async () => db?.drop());

const MESSAGES = {
  fr: {
    invalid_email: "Adresse e-mail invalide.",
    secure_messaging_unsupported: "Les messageries sécurisées de santé ne sont pas prises en charge.",
    invalid_phone: "Numéro de téléphone mobile non valide.",
    password_too_short: "Le mot de passe doit contenir au moins 12 caractères.",
    terms_required: "Vous devez accepter les conditions d'utilisation.",
    invalid_code: "Code incorrect.",
  },
  de: {
    invalid_email: "Ungültige E-Mail-Adresse.",
    secure_messaging_unsupported: "Sichere Gesundheits-Messaging-Dienste werden nicht unterstützt.",
    invalid_phone: "Ungültige Mobilfunknummer.",
    password_too_short: "Das Passwort muss mindestens 12 Zeichen lang sein.",
    terms_required: "Sie müssen die Nutzungsbedingungen akzeptieren.",
    invalid_code: "Falscher Code.",
  },
} as const;

type Contacts = { email: string; phone: string; country: "FR" | "BE" | "DE" };

// Each case: the contacts sent at signup step 2, the code, the field and the message key.
const CONTACT_CASES: [string, Contacts, keyof (typeof MESSAGES)["fr"], string][] = [
  ["an email without a dot after the at sign", { email: "jonas@example", phone: "0612345678", country: "FR" }, "invalid_email", "email"],
  ["an email without an at sign", { email: "jonas.example.org", phone: "0612345678", country: "FR" }, "invalid_email", "email"],
  ["an MSSanté address", { email: "jonas.keller@medecin.mssante.fr", phone: "0612345678", country: "FR" }, "secure_messaging_unsupported", "email"],
  ["an Apicrypt address", { email: "jonas.keller@apicrypt.org", phone: "0612345678", country: "FR" }, "secure_messaging_unsupported", "email"],
  ["a KIM address", { email: "praxis.keller@arv.kim.telematik", phone: "015112345678", country: "DE" }, "secure_messaging_unsupported", "email"],
  ["a French landline", { email: "jonas@example.org", phone: "01 23 45 67 89", country: "FR" }, "invalid_phone", "phone"],
  ["a French mobile one digit short", { email: "jonas@example.org", phone: "06 12 34 56 7", country: "FR" }, "invalid_phone", "phone"],
  ["a Belgian landline", { email: "jonas@example.org", phone: "02 123 45 67", country: "BE" }, "invalid_phone", "phone"],
  ["a German landline", { email: "jonas@example.org", phone: "030 12345678", country: "DE" }, "invalid_phone", "phone"],
  ["a Swiss mobile", { email: "jonas@example.org", phone: "+41 79 123 45 67", country: "FR" }, "invalid_phone", "phone"],
  // Issue 8: one schema for both transports, so an over-long address gets the same answer.
  ["a 300-character address", { email: `${"j".repeat(288)}@example.org`, phone: "0612345678", country: "FR" }, "invalid_email", "email"],
];

describe.each(["fr", "de"] as const)("validation messages (%s)", (locale) => {
  const client = () => Object.assign(new TestClient(app), { locale });

  it.each(CONTACT_CASES)("refuses %s at signup over REST and GraphQL, and sends nothing", async (_label, contacts, code, field) => {
    const before = await db.prisma.outboxMessage.count();
    const rest = await client().rest("POST", "/signup/contact-validation", contacts);
    expect(rest.status).toBe(422);
    expect(await rest.json()).toMatchObject({ code, field, message: MESSAGES[locale][code] });
    const graphql = await client().graphql<{ requestSignupCodes: { code: string; field: string; message: string } }>(
      `mutation($input: RequestSignupCodesInput!) { requestSignupCodes(input: $input) { ... on DomainError { code field message } } }`,
      { input: contacts },
    );
    expect(graphql.data?.requestSignupCodes).toEqual({ code, field, message: MESSAGES[locale][code] });
    expect(await db.prisma.outboxMessage.count()).toBe(before);
  });

  it("refuses a password under 12 characters, missing terms and a short code when creating the account", async () => {
    const base = { professional_id: professionalId, email: `jonas.${locale}@example.org`, phone: "0612345678", email_validation: "123456", phone_validation: "123456", accept_terms: true };
    const short = await client().rest("POST", "/signup", { ...base, password: "elevenchars" });
    expect(await short.json()).toMatchObject({ code: "password_too_short", field: "password", message: MESSAGES[locale].password_too_short });
    const terms = await client().rest("POST", "/signup", { ...base, password: "twelve chars", accept_terms: false });
    expect(await terms.json()).toMatchObject({ code: "terms_required", message: MESSAGES[locale].terms_required });
    const code = await client().graphql<{ signup: { code: string; field: string; message: string } }>(
      `mutation($input: SignupInput!) { signup(input: $input) { ... on DomainError { code field message } } }`,
      {
        input: { professionalId: Buffer.from(`Professional:${professionalId}`).toString("base64"), email: base.email, phone: base.phone, emailValidation: "12345", phoneValidation: "123456", password: "twelve chars", acceptTerms: true },
      },
    );
    expect(code.data?.signup).toEqual({ code: "invalid_code", field: "email_validation", message: MESSAGES[locale].invalid_code });
    expect(await db.prisma.user.count({ where: { professionalId } })).toBe(0);
  });

  it("refuses a short new password at reset, before any code is checked", async () => {
    const response = await client().rest("POST", "/password/reset", { email: fx.alice.email, email_validation: "123456", phone_validation: "123456", password: "too short" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "password_too_short", field: "password", message: MESSAGES[locale].password_too_short });
  });

  it("refuses a malformed address at password reset, trimmed first", async () => {
    const bad = await client().rest("POST", "/password/codes", { email: "  alice@fixtures  " });
    expect(await bad.json()).toMatchObject({ code: "invalid_email", message: MESSAGES[locale].invalid_email });
    expect((await client().rest("POST", "/password/codes", { email: `  ${fx.alice.email.toUpperCase()} ` })).status).toBe(200);
  });
});

describe("mobile phone normalisation at signup", () => {
  it.each([
    ["06 12 34 56 78", "FR", "0612345678"],
    ["+33 6 12 34 56 78", "FR", "0612345678"],
    ["0470 12 34 56", "BE", "+32470123456"],
    ["0032 470 12 34 56", "BE", "+32470123456"],
    ["0151 12345678", "DE", "+4915112345678"],
    ["+49 176 1234567", "DE", "+491761234567"],
  ] as const)("stores %s (%s) as %s and texts the code there", async (phone, country, stored) => {
    const email = `phone.${stored.replace("+", "")}@example.org`;
    const response = await new TestClient(app).rest("POST", "/signup/contact-validation", { email, phone, country });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email, phone: stored });
    expect(await db.prisma.outboxMessage.count({ where: { channel: "SMS", recipient: stored } })).toBeGreaterThan(0);
  });
});
