import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Spec 1 §6 displayed roles, by the API's precedence (admin, expert, requester, support, shadow, member). */
export const ROLE_LABELS: Record<string, MessageDescriptor> = {
  ADMIN: msg`Administrateur`,
  EXPERT: msg`Expert`,
  REQUESTER: msg`Requérant`,
  SUPPORT: msg`Support administratif`,
  SHADOW: msg`Observateur`,
  MEMBER: msg`Membre`,
};

/** The capabilities an admin grants (spec 1 §6), in the edit form's order. */
export const CAPABILITIES = ["canAdmin", "canReply", "canSendFromGroup", "canAsk", "canSupport", "canShadow", "canIntegrateAct", "canIntegrateReport"] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_LABELS: Record<Capability, MessageDescriptor> = {
  canAdmin: msg`Administrateur`,
  canReply: msg`Expert (répond aux demandes)`,
  canSendFromGroup: msg`Requérant (envoie au nom du groupe)`,
  canAsk: msg`Peut adresser des demandes au groupe`,
  canSupport: msg`Support administratif`,
  canShadow: msg`Observateur`,
  // Spec 2 §2: the administrative data menu item and list are theirs.
  canIntegrateAct: msg`Intégration des actes`,
  canIntegrateReport: msg`Intégration des comptes rendus`,
};

/** Spec 1 §9: the member search waits 1 s after the last keystroke. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 1000;
/** Spec 1 §9: members and group requests page size. */
export const MEMBERS_PAGE_SIZE = 100;
/** Spec 1 §9: members preview 4 before "show more". */
export const MEMBERS_PREVIEW_SIZE = 4;
