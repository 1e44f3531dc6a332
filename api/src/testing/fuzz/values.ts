import type { Random } from "./prng.ts";

// Pools of hostile values. None of them contains the text "internal_error", so that text in
// an answer can only come from the server.

/** Real values of the fuzzed world, so that some calls get past validation into the rules. */
export type Known = {
  emails: string[];
  passwords: string[];
  /** Database ids of real rows (users, professionals, requests, messages, patients). */
  ids: number[];
  /** Global ids of real rows by type name, as GraphQL clients hold them. */
  globalIds: Record<string, string[]>;
  rpps: string[];
};

export const globalId = (typename: string, id: number | string) => Buffer.from(`${typename}:${id}`).toString("base64");

/** Integers and floats at the edges of int4, float8 and JavaScript's safe range. */
export const BOUNDARY_NUMBERS: readonly number[] = [
  2_147_483_648, -1, 0, 9_007_199_254_740_992, 2_147_483_647, -2_147_483_649, 1e308, -1e308, 1.5, 0.1, -0, 5e-324, 4_294_967_296, 9_007_199_254_740_994, 1e21, 99_999_999_999,
];

/** Numbers spelled as strings, where a number is expected or where a parser might coerce. */
export const NUMERIC_STRINGS: readonly string[] = [
  "2147483648", "-1", "NaN", "9007199254740993", "0", "1e308", "Infinity", "-Infinity", "1.5", "0x10", "1e3", " 1", "1 ", "+1", "00001", "١٢", "１", "9".repeat(400), "",
];

export const UNICODE_STRINGS: readonly string[] = [
  "a\u0000b", "\u0000", "\ud800", "x\udfffy", "\u202eevil\u202c", "🧑‍⚕️🏥💉", "שלום עולם", "مرحبا بالعالم", "\u200b\u200d\ufeff", "\u2028\u2029", "Ω≈ç√∫˜µ≤≥÷",
  "ǅǈǋ İı ß ﬀ", "e\u0301\u0301\u0301\u0301", "𝕳𝖊𝖑𝖑𝖔", "\r\n\r\n", "\t\v\f", "\u001b[31m", "\uffff\ufffe", "中文字符", "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǒ̟",
];

/**
 * Invisible characters inside otherwise ordinary text, so that the value gets past length and
 * format checks and reaches the database (where a NUL was a 500): NUL, the other C0 controls,
 * DEL, C1, lone surrogates, and the line breaks that multi-line fields keep.
 */
export const CONTROL_STRINGS: readonly string[] = [
  "Dupont\u0000", "Mar\u0000tin", "\u0000", "Jean\u0001\u0002Paul", "ligne\u000bsuivante", "page\u000csuivante", "\u001b[31mrouge\u001b[0m", "del\u007f", "c1\u0085\u0092\u009f",
  "lone\ud800", "\udc00lone", "ok\ud83c\udfe5", "tab\tnew\nline\r\n", "\u0000\u0000\u0000\u0000", "a\u2028b", "Cardiologie\u0000",
];

/** Dates that look right and are not: impossible days, months, hours, years PostgreSQL lacks. */
export const IMPOSSIBLE_DATES: readonly string[] = [
  "2026-13-01", "2026-02-30", "2026-02-29", "2025-04-31", "0000-01-01", "2026-00-10", "2026-01-00", "2026-1-01", "99999-01-01", "2026-01-01T00:00:00Z", " 2026-01-01", "2026-01-01\u0000",
];

export const IMPOSSIBLE_DATE_TIMES: readonly string[] = [
  "2026-13-01T10:00:00Z", "2026-02-30T10:00:00Z", "2026-01-01T24:00:00Z", "2026-01-01T10:60:00Z", "2026-01-01T10:00:60Z", "2026-01-01T10:00:00", "2026-01-01 10:00:00Z", "2026-01-01",
  "2026-01-01T10:00:00+25:00", "+275760-09-13T00:00:00.001Z", "0000-01-01T00:00:00Z", "2026-01-01T10:00:00.000Z\u0000",
];

/** A control character put into a real value (or one of the pool's), keeping the rest valid. */
export function withControlCharacter(rnd: Random, value?: string): string {
  if (value === undefined || value === "" || rnd.chance(0.3)) return rnd.pick(CONTROL_STRINGS);
  const at = rnd.int(0, value.length);
  return `${value.slice(0, at)}${rnd.pick(["\u0000", "\u0001", "\u000b", "\u001b", "\u007f", "\u0085", "\ud800", "\udfff"])}${value.slice(at)}`;
}

export const INJECTION_STRINGS: readonly string[] = [
  "'; DROP TABLE users; --", "\" OR 1=1 --", "<script>alert(1)</script>", "../../../../etc/passwd", "%00", "%", "%E0%A4%A", "${7*7}", "{{7*7}}", "__proto__", "constructor",
  "null", "undefined", "true", "[]", "{}", "\\", "\"", "javascript:alert(1)", "//evil.example/", "/\\evil.example", "*", "_%", "a@b", "@", "x".repeat(255),
];

export const WRONG_TYPES: readonly unknown[] = [null, true, false, 0, -1, 1.5, "", "text", [], [1, "a", null], {}, { a: 1 }, [[[[[]]]]], { $gt: "" }, JSON.parse('{"__proto__":{"isSuper":true}}')];

const HUGE_SIZES = [10_000, 65_537, 100_000, 1_000_000];

/** 10 k to 1 M characters of one kind. */
export function hugeString(rnd: Random): string {
  const size = rnd.pick(HUGE_SIZES);
  const unit = rnd.pick(["a", "é", "🏥", "\u0000", "7", " ", "\u202e", "%"]);
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

export function nastyString(rnd: Random): string {
  const kind = rnd.int(0, 10);
  if (kind === 10) return rnd.pick([...CONTROL_STRINGS, ...IMPOSSIBLE_DATES]);
  if (kind < 3) return rnd.pick(UNICODE_STRINGS);
  if (kind < 5) return rnd.pick(INJECTION_STRINGS);
  if (kind < 7) return rnd.pick(NUMERIC_STRINGS);
  if (kind < 8) return hugeString(rnd);
  return `${rnd.pick(UNICODE_STRINGS)}${rnd.pick(INJECTION_STRINGS)}`;
}

/** Any hostile JSON value: a wrong type, a boundary number or a nasty string. */
export function nastyValue(rnd: Random): unknown {
  const kind = rnd.int(0, 3);
  if (kind === 0) return rnd.pick(WRONG_TYPES);
  if (kind === 1) return rnd.pickBiased(BOUNDARY_NUMBERS);
  return nastyString(rnd);
}

/** Global ids that are not what they claim: unknown types, ids out of int4, garbage. */
export function malformedGlobalId(rnd: Random): string {
  return rnd.pickBiased([
    globalId("Consult", 1),
    globalId("Request", 2_147_483_648),
    globalId("Request", -1),
    globalId("User", "abc"),
    globalId("User", "9007199254740993"),
    globalId("Request", "1:2"),
    globalId("Node", 1),
    globalId("__proto__", 1),
    globalId("Request", ""),
    globalId("", 1),
    globalId("Message", "1e3"),
    globalId("Patient", "\u0000"),
    "Consult:1",
    "Request:1",
    "!!!not base64!!!",
    Buffer.from(rnd.pick(UNICODE_STRINGS)).toString("base64"),
    Buffer.from([0xff, 0xfe, 0x00, 0x3a, 0x31]).toString("base64"),
    "",
    "=",
    "a".repeat(10_000),
  ]);
}

/** A plausible value for a field, guessed from its name, from the world's real values. */
export function knownFor(name: string, rnd: Random, known: Known): unknown {
  const key = name.toLowerCase();
  if (key.includes("email")) return rnd.pick([...known.emails, "nobody@example.org"]);
  if (key.includes("password")) return rnd.pick([...known.passwords, "a-wrong-password-42"]);
  if (key.includes("phone") && !key.includes("validation")) return rnd.pick(["0612345678", "+33612345678", "015112345678"]);
  if (key.includes("validation") || key.includes("code")) return rnd.pick(["123456", "000000", "sms"]);
  if (key === "rpps") return rnd.pick(known.rpps);
  if (key.includes("redirect")) return rnd.pick(["/request/", "/", "https://evil.example/"]);
  if (key === "query" || key === "callbackquery") return rnd.pick(["code=abc&state=def", "error=access_denied", ""]);
  if (key.includes("search")) return rnd.pick(["alice", "1000000", "bob-last", "", "tours", "372", "cardio"]);
  // Dates the schemas accept, so that calls reach the rules and the database behind them.
  if (key.includes("date") || key.endsWith("day") || key.includes("since") || key.includes("until") || key === "from" || key === "to") return rnd.pick(["1980-05-17", "2026-01-15", "2026-12-31"]);
  if (name.endsWith("At") || key.endsWith("_at")) return rnd.pick(["2026-01-15T10:00:00.000Z", "2026-11-23T09:30:00Z"]);
  if (key.endsWith("id") || key === "id" || key.endsWith("ids")) return rnd.pick(known.ids);
  return undefined;
}
