// A German patient's health insurer (Krankenkasse): its name, or its Institutionskennzeichen
// (IK, 9 digits). ../shared/RULES.md has no source for the IK's check digit, so an IK is held to
// its shape only (9 digits), never refused for a key nobody here can cite; a name needs a letter.

export type KrankenkasseProblem = "krankenkasse_ik" | "krankenkasse_name";

export const KRANKENKASSE_MAX_LENGTH = 100;

/** The insurer as stored (trimmed; an IK without its spaces), or why it is refused. */
export function checkKrankenkasse(raw: string): { ok: true; value: string; ik: boolean } | { ok: false; problem: KrankenkasseProblem } {
  const value = raw.trim().replace(/\s+/g, " ");
  const compact = value.replace(/[\s.]/g, "");
  if (/^\d+$/.test(compact)) return compact.length === 9 ? { ok: true, value: compact, ik: true } : { ok: false, problem: "krankenkasse_ik" };
  if (value.length < 2 || value.length > KRANKENKASSE_MAX_LENGTH || !/\p{L}/u.test(value)) return { ok: false, problem: "krankenkasse_name" };
  return { ok: true, value, ik: false };
}
