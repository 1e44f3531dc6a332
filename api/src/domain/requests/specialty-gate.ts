/** Who a topic, a group or a professional takes requests from (spec 1 §3 accepted_specialty_codes). */
export type SpecialtyRule = { acceptsAllSpecialties: boolean; acceptedSpecialtyCodes: readonly string[] };

/**
 * Whether a rule accepts a sender of this specialty. Spec 1 §5: a rule that accepts neither all
 * specialties nor any code accepts nobody. The spec's "specialty tags" (specialist, doctor, all)
 * are not stored as codes here: codes are matched exactly.
 */
export function acceptsSpecialty(rule: SpecialtyRule, specialtyCode: string | null): boolean {
  if (rule.acceptsAllSpecialties) return true;
  return specialtyCode !== null && rule.acceptedSpecialtyCodes.includes(specialtyCode);
}

/** self_specialty_accepted of a topic: its group's rule and its own both accept the viewer. */
export function topicAcceptsSpecialty(topic: SpecialtyRule, group: SpecialtyRule, specialtyCode: string | null): boolean {
  return acceptsSpecialty(group, specialtyCode) && acceptsSpecialty(topic, specialtyCode);
}

/** Away fields of a topic or a user (spec 1 §3). */
export type AwayFacts = { awayMessageActive: boolean; awayBlocking: boolean; awaySince: Date | null; awayUntil: Date | null };

/** is_currently_away: the message is on and now falls in its period (open ends are unbounded). */
export function isCurrentlyAway(away: AwayFacts, now: Date): boolean {
  if (!away.awayMessageActive) return false;
  if (away.awaySince && away.awaySince.getTime() > now.getTime()) return false;
  return !(away.awayUntil && away.awayUntil.getTime() <= now.getTime());
}

/** Spec 1 §5: a topic away with blocking takes no request until the period ends. */
export function isBlockingAway(away: AwayFacts, now: Date): boolean {
  return away.awayBlocking && isCurrentlyAway(away, now);
}
