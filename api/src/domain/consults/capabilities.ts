import type { ConsultStatus, ParticipationSide, RequestStatus } from "../../db/generated/prisma/enums.ts";

/** The viewer's ongoing membership in the request's recipient group, as far as consults care. */
export type RecipientMembership = {
  canReply: boolean;
  canSupport: boolean;
  canShadow: boolean;
  canAdmin: boolean;
  allTopics: boolean;
  topicIds: number[];
};

/** Everything the capability rules read: the request, and where the viewer stands on it. */
export type ConsultStanding = {
  requestStatus: RequestStatus;
  /** Null while the request is a draft (no consult yet) or when a published one lacks its row. */
  consultStatus: ConsultStatus | null;
  recipientGroupId: number | null;
  recipientTopicId: number | null;
  isSuper: boolean;
  /** The viewer's participation, if any. */
  side: ParticipationSide | null;
  /** The viewer is the professional the request is addressed to. */
  isRecipientProfessional: boolean;
  membership: RecipientMembership | null;
};

const isPublished = (s: ConsultStanding) => s.requestStatus === "PUBLISHED";
/** A published request's consult is opened until completed or rejected (a missing row reads as opened). */
const isOpened = (s: ConsultStanding) => isPublished(s) && (s.consultStatus ?? "OPENED") === "OPENED";

/** An expert of the recipient topic: may answer it (spec 1 §3 memberships with can_reply). */
function isTopicExpert(s: ConsultStanding): boolean {
  const m = s.membership;
  if (!m?.canReply) return false;
  return m.allTopics || (s.recipientTopicId !== null && m.topicIds.includes(s.recipientTopicId));
}

/** Spec 2 §2 shadow view: super users, observers, support and admins of the recipient group. */
export function canShadow(s: ConsultStanding): boolean {
  if (!isPublished(s)) return false;
  if (s.isSuper) return true;
  const m = s.membership;
  return m !== null && (m.canShadow || m.canSupport || m.canAdmin);
}

/** Administrative support of the recipient group (spec 1 §3 can_support), or its admins. */
export function canSupport(s: ConsultStanding): boolean {
  const m = s.membership;
  return isPublished(s) && m !== null && (m.canSupport || m.canAdmin);
}

/** Writing in the thread: any participant of a published request (after completion too: the closing notice follows). */
export function canReply(s: ConsultStanding): boolean {
  return isPublished(s) && s.side !== null;
}

/** Spec 2 §4: only a recipient-side participant, with the consult opened, completes or rejects it. */
export function canComplete(s: ConsultStanding): boolean {
  return isOpened(s) && s.side === "RECIPIENT";
}

/** The consult survey: recipient-side participants, until the consult is cancelled. */
export function canEditSurvey(s: ConsultStanding): boolean {
  return isPublished(s) && s.side === "RECIPIENT" && s.consultStatus !== "CANCELLED";
}

/**
 * Joining as a recipient-side participant (POST participations): not yet a participant, the
 * consult still opened (spec 2 §4: no participation button once completed or cancelled), and
 * a reason to answer: shadow rights, an expert of the topic, or the addressed professional.
 */
export function canCreateSelfParticipation(s: ConsultStanding): boolean {
  if (s.side !== null || !isOpened(s)) return false;
  return canShadow(s) || isTopicExpert(s) || s.isRecipientProfessional;
}

/**
 * Adding recipient participants from the recipient group's members (spec 2 §6: either side's
 * participants; the group's support too, who dispatch requests without answering them).
 */
export function canAddParticipant(s: ConsultStanding): boolean {
  if (!isOpened(s) || s.recipientGroupId === null) return false;
  return s.side !== null || canSupport(s);
}

/** Spec 2 §6: transfer is for self participants of published requests. */
export function canTransfer(s: ConsultStanding): boolean {
  return isPublished(s) && s.side !== null;
}

/** Spec 2 §6: tags are edited by members of the recipient group. */
export function canEditTags(s: ConsultStanding): boolean {
  return isPublished(s) && s.recipientGroupId !== null && s.membership !== null;
}

export type Capabilities = {
  canReply: boolean;
  canSupport: boolean;
  canShadow: boolean;
  canComplete: boolean;
  canEditSurvey: boolean;
  canCreateSelfParticipation: boolean;
  canAddParticipant: boolean;
  canTransfer: boolean;
  canEditTags: boolean;
};

export function capabilitiesOf(s: ConsultStanding): Capabilities {
  return {
    canReply: canReply(s),
    canSupport: canSupport(s),
    canShadow: canShadow(s),
    canComplete: canComplete(s),
    canEditSurvey: canEditSurvey(s),
    canCreateSelfParticipation: canCreateSelfParticipation(s),
    canAddParticipant: canAddParticipant(s),
    canTransfer: canTransfer(s),
    canEditTags: canEditTags(s),
  };
}
