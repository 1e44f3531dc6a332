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
  const kind = rnd.int(0, 9);
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
  if (key.includes("search")) return rnd.pick(["alice", "1000000", "bob-last", ""]);
  if (key.endsWith("id") || key === "id" || key.endsWith("ids")) return rnd.pick(known.ids);
  return undefined;
}
