import { describe, expect, it } from "vitest";
import { capabilitiesOf, type ConsultStanding, type RecipientMembership } from "./capabilities.ts";

const published: ConsultStanding = {
  requestStatus: "PUBLISHED",
  consultStatus: "OPENED",
  recipientGroupId: 7,
  recipientTopicId: 70,
  isSuper: false,
  side: null,
  isRecipientProfessional: false,
  membership: null,
};
const member = (flags: Partial<RecipientMembership>): RecipientMembership => ({ canReply: false, canSupport: false, canShadow: false, canAdmin: false, allTopics: false, topicIds: [], ...flags });
const of = (patch: Partial<ConsultStanding>) => capabilitiesOf({ ...published, ...patch });

describe("consult capabilities (spec 2 §4, §6)", () => {
  it("lets a recipient-side participant complete an opened consult, not a sender", () => {
    expect(of({ side: "RECIPIENT" }).canComplete).toBe(true);
    expect(of({ side: "SENDER" }).canComplete).toBe(false);
    expect(of({ side: null, isSuper: true }).canComplete).toBe(false);
  });

  it("closes completion and participation once completed or cancelled", () => {
    for (const consultStatus of ["COMPLETED", "CANCELLED"] as const) {
      expect(of({ side: "RECIPIENT", consultStatus }).canComplete).toBe(false);
      expect(of({ isSuper: true, consultStatus }).canCreateSelfParticipation).toBe(false);
      expect(of({ side: "RECIPIENT", consultStatus }).canAddParticipant).toBe(false);
    }
  });

  it("offers shadow and self participation to super users and observers, not to strangers", () => {
    expect(of({ isSuper: true })).toMatchObject({ canShadow: true, canCreateSelfParticipation: true });
    expect(of({ membership: member({ canShadow: true }) })).toMatchObject({ canShadow: true, canCreateSelfParticipation: true });
    expect(of({})).toMatchObject({ canShadow: false, canCreateSelfParticipation: false, canReply: false });
  });

  it("lets an expert of the topic join, but not an expert of another topic", () => {
    expect(of({ membership: member({ canReply: true, topicIds: [70] }) }).canCreateSelfParticipation).toBe(true);
    expect(of({ membership: member({ canReply: true, allTopics: true }) }).canCreateSelfParticipation).toBe(true);
    expect(of({ membership: member({ canReply: true, topicIds: [71] }) }).canCreateSelfParticipation).toBe(false);
  });

  it("does not offer to join a request the viewer already takes part in", () => {
    expect(of({ isSuper: true, side: "RECIPIENT" }).canCreateSelfParticipation).toBe(false);
  });

  it("gives nothing on a draft", () => {
    const draft = of({ requestStatus: "DRAFT", consultStatus: null, side: "SENDER", isSuper: true, membership: member({ canAdmin: true }) });
    expect(Object.values(draft).every((value) => value === false)).toBe(true);
  });

  it("lets participants of a published request transfer it and reply, on both sides", () => {
    expect(of({ side: "SENDER" })).toMatchObject({ canTransfer: true, canReply: true });
    expect(of({ side: "RECIPIENT", consultStatus: "COMPLETED" })).toMatchObject({ canTransfer: true, canReply: true });
    expect(of({ isSuper: true }).canTransfer).toBe(false);
  });

  it("keeps tags to members of the recipient group", () => {
    expect(of({ membership: member({}) }).canEditTags).toBe(true);
    expect(of({ side: "RECIPIENT" }).canEditTags).toBe(false);
    expect(of({ isSuper: true }).canEditTags).toBe(false);
    expect(of({ membership: member({}), recipientGroupId: null }).canEditTags).toBe(false);
  });

  it("lets participants and the group's support add participants, only to a group request", () => {
    expect(of({ side: "SENDER" }).canAddParticipant).toBe(true);
    expect(of({ membership: member({ canSupport: true }) })).toMatchObject({ canAddParticipant: true, canSupport: true });
    expect(of({ membership: member({ canReply: true, topicIds: [70] }) }).canAddParticipant).toBe(false);
    expect(of({ side: "RECIPIENT", recipientGroupId: null }).canAddParticipant).toBe(false);
  });
});
