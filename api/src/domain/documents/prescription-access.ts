import type { Viewer } from "../viewer.ts";

// Spec 2 §6 "Prescription button: only recipient participants who can prescribe, and in FR
// only": the one rule, for the button's flag (Request.canPrescribe) and for the calls alike.

/** What decides it, read with the request (the viewer's own participation, their account and directory entry). */
export type PrescriberFacts = {
  side: "SENDER" | "RECIPIENT" | null;
  country: "FR" | "BE" | "DE" | null;
  canPrescribe: boolean;
};

export type PrescriberStanding = "allowed" | "france_only" | "prescription_not_allowed";

/**
 * A request's readers who are not allowed get a reason: outside France, france_only (no
 * French prescription there); in France, prescription_not_allowed (a requester, an observer,
 * or a professional the directory does not list as a prescriber).
 */
export function prescriberStanding(facts: PrescriberFacts): PrescriberStanding {
  if (facts.country !== "FR") return "france_only";
  if (facts.side !== "RECIPIENT" || !facts.canPrescribe) return "prescription_not_allowed";
  return "allowed";
}

/** The part of a request (read through the requests gate) the rule needs: the viewer's participation with their account. */
export function prescriberSelect(viewer: Viewer | null) {
  return {
    participants: {
      where: { userId: viewer?.userId ?? 0 },
      take: 1,
      select: { side: true, user: { select: { country: true, professional: { select: { canPrescribe: true } } } } },
    },
  } as const;
}

export type PrescriberRow = {
  participants: { side: "SENDER" | "RECIPIENT"; user: { country: "FR" | "BE" | "DE"; professional: { canPrescribe: boolean } | null } }[];
};

export function prescriberFactsOf(row: PrescriberRow): PrescriberFacts {
  const participant = row.participants[0];
  return { side: participant?.side ?? null, country: participant?.user.country ?? null, canPrescribe: participant?.user.professional?.canPrescribe === true };
}

/** Request.canPrescribe: the button shows only when the calls would accept. */
export function canPrescribeOn(row: PrescriberRow, viewer: Viewer | null): boolean {
  return viewer !== null && viewer.validated && prescriberStanding(prescriberFactsOf(row)) === "allowed";
}
