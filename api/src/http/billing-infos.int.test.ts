import { afterAll, beforeAll, describe, expect, it } from "vitest";
import settingsPageQuery from "../../../web/src/__generated__/SettingsPageQuery.graphql.ts";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

// Issue 20 items 5 and 6: billing numbers (spec 2 §3, §4, §5, §7 POST/PUT/DELETE billing_infos)
// and the MSSanté address (PUT users/{id} mss_address), through GraphQL and REST: the spec's
// refusals with its French messages, another user's numbers neither read nor written, and
// the refusal for accounts outside France (Carol, DE).

let db: TestDatabase;
let fx: Fixtures;
const clients = {} as Record<"alice" | "bob" | "carol" | "unvalidated", TestClient>;

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
type Outcome = { __typename?: string; code?: string; field?: string | null };

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  await db.prisma.user.create({ data: { email: "pending@billing.test", firstName: "Paul", lastName: "Pending", country: "FR", locale: "fr", passwordHash } });
  const app = createTestApp(db);
  const login = async (email: string) => {
    const client = new TestClient(app);
    await client.login(email, FIXTURE_PASSWORD);
    return client;
  };
  clients.alice = await login(fx.alice.email);
  clients.bob = await login(fx.bob.email);
  clients.carol = await login(fx.carol.email);
  clients.unvalidated = await login("pending@billing.test");
});
afterAll(async () => db?.drop());

const SAVED = "... on BillingInfoSaved { billingInfo { id databaseId label number isDefault } }";

async function mutate(client: TestClient, call: string, args: string, variables: Record<string, unknown>, selection = SAVED): Promise<Outcome & Record<string, unknown>> {
  const response = await client.graphql<{ result: Outcome & Record<string, unknown> }>(`mutation(${args}) { result: ${call} { __typename ... on DomainError { code field } ${selection} } }`, variables);
  return response.data?.result ?? { code: String(response.errors?.[0]?.extensions?.code) };
}
const create = (client: TestClient, label: string, number: string, isDefault?: boolean) =>
  mutate(client, "createBillingInfo(label: $l, number: $n, isDefault: $d)", "$l: String!, $n: String!, $d: Boolean", { l: label, n: number, d: isDefault ?? null });
const update = (client: TestClient, id: number, label: string, number: string, isDefault?: boolean) =>
  mutate(client, "updateBillingInfo(billingInfoId: $id, label: $l, number: $n, isDefault: $d)", "$id: ID!, $l: String!, $n: String!, $d: Boolean", { id: gid("BillingInfo", id), l: label, n: number, d: isDefault ?? null });
const remove = (client: TestClient, id: number) =>
  mutate(client, "deleteBillingInfo(billingInfoId: $id)", "$id: ID!", { id: gid("BillingInfo", id) }, "... on BillingInfoDeleted { deletedBillingInfoId user { billingInfos { databaseId isDefault } } }");
const rowsOf = (userId: number) => db.prisma.billingInfo.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { id: true, label: true, number: true, isDefault: true } });

async function viewerNumbers(client: TestClient): Promise<{ billingInfos: { databaseId: number; isDefault: boolean }[]; mssAddress: string | null }> {
  const answer = await client.graphql<{ viewer: { billingInfos: { databaseId: number; isDefault: boolean }[]; mssAddress: string | null } }>("{ viewer { billingInfos { databaseId isDefault } mssAddress } }");
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.viewer;
}

describe("billing numbers through GraphQL", () => {
  it("refuses an empty label, a wrong length and a wrong key with their codes, writing nothing", async () => {
    expect(await create(clients.alice, "   ", "751123456")).toMatchObject({ code: "billing_label_required", field: "label" });
    expect(await create(clients.alice, "Cabinet", "75112345")).toMatchObject({ code: "billing_number_length", field: "number" });
    expect(await create(clients.alice, "Cabinet", "751123457")).toMatchObject({ code: "billing_number_invalid", field: "number" });
    expect(await rowsOf(fx.alice.id)).toEqual([]);
  });

  it("saves a number with its label trimmed and spaces removed; the first one is the default", async () => {
    const saved = await create(clients.alice, "  Cabinet de Tours  ", "75 1 12345 6");
    expect(saved).toMatchObject({ __typename: "BillingInfoSaved", billingInfo: { label: "Cabinet de Tours", number: "751123456", isDefault: true } });
    const second = await create(clients.alice, "Hôpital", "010003820");
    expect(second).toMatchObject({ billingInfo: { isDefault: false } });
    expect((await viewerNumbers(clients.alice)).billingInfos.map((b) => b.isDefault)).toEqual([true, false]);
  });

  it("makes one number the default at a time, and passes the default on when it is deleted", async () => {
    const [first, second] = await rowsOf(fx.alice.id);
    if (!first || !second) throw new Error("two numbers expected");
    expect(await update(clients.alice, second.id, "Hôpital", "010003820", true)).toMatchObject({ billingInfo: { isDefault: true } });
    expect((await rowsOf(fx.alice.id)).map((row) => row.isDefault)).toEqual([false, true]);
    const deleted = await remove(clients.alice, second.id);
    expect(deleted).toMatchObject({ deletedBillingInfoId: gid("BillingInfo", second.id), user: { billingInfos: [{ databaseId: first.id, isDefault: true }] } });
  });

  it("edits with the same rules", async () => {
    const [first] = await rowsOf(fx.alice.id);
    if (!first) throw new Error("a number expected");
    expect(await update(clients.alice, first.id, "", "751123456")).toMatchObject({ code: "billing_label_required" });
    expect(await update(clients.alice, first.id, "Cabinet", "751123457")).toMatchObject({ code: "billing_number_invalid" });
    expect(await update(clients.alice, first.id, "Cabinet principal", "751123456")).toMatchObject({ billingInfo: { label: "Cabinet principal" } });
  });

  it("never shows nor writes another user's numbers", async () => {
    const [alices] = await rowsOf(fx.alice.id);
    if (!alices) throw new Error("a number expected");
    const node = await clients.bob.graphql<{ node: unknown }>("query($id: ID!) { node(id: $id) { id } }", { id: gid("BillingInfo", alices.id) });
    expect(node.data?.node).toBeNull();
    const aliceSeenByBob = await clients.bob.graphql<{ node: { billingInfos: unknown[]; mssAddress: string | null } }>("query($id: ID!) { node(id: $id) { ... on User { billingInfos { id } mssAddress } } }", { id: gid("User", fx.alice.id) });
    expect(aliceSeenByBob.data?.node).toEqual({ billingInfos: [], mssAddress: null });
    expect(await update(clients.bob, alices.id, "Volé", "751123456")).toMatchObject({ code: "not_found" });
    expect(await remove(clients.bob, alices.id)).toMatchObject({ code: "not_found" });
    expect(await rowsOf(fx.alice.id)).toEqual([alices]);
  });

  it("refuses accounts outside France, and shows them no numbers", async () => {
    expect(await create(clients.carol, "Praxis", "751123456")).toMatchObject({ code: "france_only" });
    expect(await rowsOf(fx.carol.id)).toEqual([]);
    expect(await viewerNumbers(clients.carol)).toEqual({ billingInfos: [], mssAddress: null });
  });

  it("refuses accounts not validated", async () => {
    expect(await create(clients.unvalidated, "Cabinet", "751123456")).toMatchObject({ code: "unvalidated" });
  });
});

describe("billing numbers through REST", () => {
  const post = (client: TestClient, body: unknown) => client.rest("POST", "/billing_infos", body);

  it("answers the spec's three French messages, with the field at fault", async () => {
    const label = await post(clients.bob, { user_id: fx.bob.id, label: " ", number: "751123456" });
    expect([label.status, await label.json()]).toEqual([422, { code: "billing_label_required", message: "Vous devez entrer un libellé pour ce numéro", field: "label" }]);
    const length = await post(clients.bob, { user_id: fx.bob.id, label: "Cabinet", number: "7511234" });
    expect([length.status, await length.json()]).toEqual([422, { code: "billing_number_length", message: "Le numéro est composé de 9 caractères", field: "number" }]);
    const key = await post(clients.bob, { user_id: fx.bob.id, label: "Cabinet", number: "751123457" });
    expect([key.status, await key.json()]).toEqual([422, { code: "billing_number_invalid", message: "Ce numéro est invalide", field: "number" }]);
    expect(await rowsOf(fx.bob.id)).toEqual([]);
  });

  it("creates, edits and deletes with the spec's payload names", async () => {
    const created = await post(clients.bob, { user_id: fx.bob.id, label: "Cabinet Lyon", number: "691123459" });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number };
    expect(body).toEqual({ id: body.id, user_id: fx.bob.id, label: "Cabinet Lyon", number: "691123459", is_default: true });
    const edited = await clients.bob.rest("PUT", `/billing_infos/${body.id}`, { user_id: fx.bob.id, label: "Cabinet Lyon 3e", number: "691123459" });
    expect([edited.status, await edited.json()]).toEqual([200, { id: body.id, user_id: fx.bob.id, label: "Cabinet Lyon 3e", number: "691123459", is_default: true }]);
    const me = (await (await clients.bob.rest("GET", "/users/me")).json()) as { billing_infos: unknown[] };
    expect(me.billing_infos).toEqual([{ id: body.id, user_id: fx.bob.id, label: "Cabinet Lyon 3e", number: "691123459", is_default: true }]);
    const deleted = await clients.bob.rest("DELETE", `/billing_infos/${body.id}`);
    expect([deleted.status, await deleted.json()]).toEqual([200, { id: body.id }]);
    expect(await rowsOf(fx.bob.id)).toEqual([]);
  });

  it("writes nothing for another user: their user_id and their number answer 404, as missing ones", async () => {
    const [alices] = await rowsOf(fx.alice.id);
    if (!alices) throw new Error("a number expected");
    const forOther = await post(clients.bob, { user_id: fx.alice.id, label: "Cabinet", number: "751123456" });
    const forNobody = await post(clients.bob, { user_id: 2_147_483_647, label: "Cabinet", number: "751123456" });
    expect([forOther.status, await forOther.json()]).toEqual([forNobody.status, await forNobody.json()]);
    expect(forOther.status).toBe(404);
    // Their user_id on one's own number: refused the same way, the number unchanged.
    const own = await db.prisma.billingInfo.create({ data: { userId: fx.bob.id, label: "Cabinet Bob", number: "691123459", isDefault: true } });
    const moved = await clients.bob.rest("PUT", `/billing_infos/${own.id}`, { user_id: fx.alice.id, label: "Déplacé", number: "751123456" });
    expect(moved.status).toBe(404);
    expect(await db.prisma.billingInfo.findUniqueOrThrow({ where: { id: own.id }, select: { userId: true, label: true } })).toEqual({ userId: fx.bob.id, label: "Cabinet Bob" });
    await db.prisma.billingInfo.delete({ where: { id: own.id } });
    const put = await clients.bob.rest("PUT", `/billing_infos/${alices.id}`, { user_id: fx.bob.id, label: "Volé", number: "751123456" });
    const missing = await clients.bob.rest("PUT", "/billing_infos/2147483647", { user_id: fx.bob.id, label: "Volé", number: "751123456" });
    expect([put.status, await put.json()]).toEqual([missing.status, await missing.json()]);
    expect(put.status).toBe(404);
    const del = await clients.bob.rest("DELETE", `/billing_infos/${alices.id}`);
    expect(del.status).toBe(404);
    expect(await rowsOf(fx.alice.id)).toEqual([alices]);
    expect(await rowsOf(fx.bob.id)).toEqual([]);
  });

  it("refuses accounts outside France with france_only, and lists them nothing", async () => {
    const refused = await post(clients.carol, { user_id: fx.carol.id, label: "Praxis", number: "751123456" });
    expect([refused.status, ((await refused.json()) as Outcome).code]).toEqual([403, "france_only"]);
    const me = (await (await clients.carol.rest("GET", "/users/me")).json()) as { billing_infos: unknown[]; mss_address: unknown };
    expect([me.billing_infos, me.mss_address]).toEqual([[], null]);
  });
});

describe("the MSSanté address", () => {
  const setAddress = (client: TestClient, address: string | null) =>
    mutate(client, "updateMssAddress(mssAddress: $a)", "$a: String", { a: address }, "... on MssAddressSaved { user { mssAddress } }");
  const stored = async (userId: number) => (await db.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { mssAddress: true } })).mssAddress;

  it("GraphQL: refuses an address outside MSSanté, saves one inside (normalised), clears with empty", async () => {
    expect(await setAddress(clients.alice, "alice@gmail.com")).toMatchObject({ code: "mss_address_invalid", field: "mssAddress" });
    expect(await setAddress(clients.alice, "123@patient.mssante.fr")).toMatchObject({ code: "mss_address_invalid" });
    expect(await stored(fx.alice.id)).toBeNull();
    expect(await setAddress(clients.alice, " Alice.Martin@Medecin.MSSante.fr ")).toMatchObject({ user: { mssAddress: "alice.martin@medecin.mssante.fr" } });
    expect((await viewerNumbers(clients.alice)).mssAddress).toBe("alice.martin@medecin.mssante.fr");
    expect(await setAddress(clients.alice, "")).toMatchObject({ user: { mssAddress: null } });
    expect(await stored(fx.alice.id)).toBeNull();
  });

  it("REST PUT users/{id}: mss_address, 'Adresse MSSanté invalide', another user's account refused", async () => {
    const bad = await clients.bob.rest("PUT", `/users/${fx.bob.id}`, { mss_address: "bob@example.com" });
    expect([bad.status, await bad.json()]).toEqual([422, { code: "mss_address_invalid", message: "Adresse MSSanté invalide", field: "mss_address" }]);
    // One call carries the preferences too: a refused address leaves the bio as it was.
    const before = (await (await clients.bob.rest("PUT", `/users/${fx.bob.id}`, {})).json()) as { bio: string | null };
    const mixed = await clients.bob.rest("PUT", `/users/${fx.bob.id}`, { bio: "Cardiologie interventionnelle", mss_address: "bob@example.com" });
    expect([mixed.status, ((await mixed.json()) as Outcome).code]).toEqual([422, "mss_address_invalid"]);
    const after = (await (await clients.bob.rest("PUT", `/users/${fx.bob.id}`, {})).json()) as { bio: string | null };
    expect(after.bio).toBe(before.bio);
    const ok = await clients.bob.rest("PUT", `/users/${fx.bob.id}`, { mss_address: "bob@ch-lyon.mssante.fr" });
    expect([ok.status, await ok.json()]).toEqual([200, expect.objectContaining({ id: fx.bob.id, mss_address: "bob@ch-lyon.mssante.fr" })]);
    const me = (await (await clients.bob.rest("GET", "/users/me")).json()) as { mss_address: string };
    expect(me.mss_address).toBe("bob@ch-lyon.mssante.fr");
    const other = await clients.bob.rest("PUT", `/users/${fx.alice.id}`, { mss_address: "bob@ch-lyon.mssante.fr" });
    expect([other.status, ((await other.json()) as Outcome).code]).toEqual([404, "not_found"]);
    expect(await stored(fx.alice.id)).toBeNull();
  });

  it("refuses accounts outside France in both transports", async () => {
    expect(await setAddress(clients.carol, "carol@medecin.mssante.fr")).toMatchObject({ code: "france_only" });
    const rest = await clients.carol.rest("PUT", `/users/${fx.carol.id}`, { mss_address: "carol@medecin.mssante.fr" });
    expect([rest.status, ((await rest.json()) as Outcome).code]).toEqual([403, "france_only"]);
    expect(await stored(fx.carol.id)).toBeNull();
  });
});

describe("the settings page's cost", () => {
  async function statementsOfSettingsPage(): Promise<number> {
    const text = settingsPageQuery.params.text ?? "";
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    const result = await clients.alice.graphql(text);
    stop();
    if (!result.data || result.errors) throw new Error(JSON.stringify(result.errors));
    return statements.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql)).length;
  }

  it("reads the billing numbers in a fixed number of statements, however many there are", async () => {
    const few = await statementsOfSettingsPage();
    await db.prisma.billingInfo.createMany({ data: Array.from({ length: 6 }, (_, i) => ({ userId: fx.alice.id, label: `Site ${i}`, number: "751123456" })) });
    expect(await statementsOfSettingsPage()).toBe(few);
  });
});
