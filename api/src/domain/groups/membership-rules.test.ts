import { describe, expect, it } from "vitest";
import { deletionRefusal, displayedRole, foreignTopicIds, hasFreeSeat, isInsiderFor, isLastAdmin, removalRefusal, welcomeRole, type Capabilities } from "./membership-rules.ts";
import type { GroupStanding } from "./standing.ts";

const none: Capabilities = { canAdmin: false, canReply: false, canSendFromGroup: false, canSupport: false, canShadow: false, canAsk: false };

function admin(topics: { allTopics: boolean; topicIds: number[] }): GroupStanding {
  return {
    isSuper: false,
    membership: { id: 1, status: "ONGOING", isInsider: true, canAdmin: true, canReply: false, canAsk: false, canSendFromGroup: false, canSupport: false, canShadow: false, ...topics },
  };
}

describe("displayed role (spec 1 §6 precedence)", () => {
  it("follows admin, expert, requester, support, shadow, member", () => {
    const all: Capabilities = { canAdmin: true, canReply: true, canSendFromGroup: true, canSupport: true, canShadow: true, canAsk: true };
    expect(displayedRole(all)).toBe("ADMIN");
    expect(displayedRole({ ...all, canAdmin: false })).toBe("EXPERT");
    expect(displayedRole({ ...none, canSendFromGroup: true, canSupport: true, canShadow: true })).toBe("REQUESTER");
    expect(displayedRole({ ...none, canAsk: true })).toBe("REQUESTER");
    expect(displayedRole({ ...none, canSupport: true, canShadow: true })).toBe("SUPPORT");
    expect(displayedRole({ ...none, canShadow: true })).toBe("SHADOW");
    expect(displayedRole(none)).toBe("MEMBER");
  });

  it("welcomes experts, requesters and plain members", () => {
    expect(welcomeRole({ ...none, canAdmin: true, canReply: true })).toBe("EXPERT");
    expect(welcomeRole({ ...none, canAsk: true })).toBe("REQUESTER");
    expect(welcomeRole({ ...none, canAdmin: true })).toBe("MEMBER");
  });
});

describe("seats and insiders", () => {
  it("counts a free seat only below max_seats; no limit without one", () => {
    expect(hasFreeSeat(null, 10_000)).toBe(true);
    expect(hasFreeSeat(3, 2)).toBe(true);
    expect(hasFreeSeat(3, 3)).toBe(false);
  });

  it("makes everyone of a sender group an insider, requesters of a recipient group outsiders", () => {
    expect(isInsiderFor("SENDER", none)).toBe(true);
    expect(isInsiderFor("RECIPIENT", { ...none, canAsk: true })).toBe(false);
    expect(isInsiderFor("RECIPIENT", { ...none, canReply: true })).toBe(true);
  });
});

describe("who may delete a member (spec 1 §6)", () => {
  const limited = { maxSeats: 10 };
  it("refuses a member with categories the admin does not administer", () => {
    expect(deletionRefusal(admin({ allTopics: false, topicIds: [1] }), { isInsider: false, allTopics: false, topicIds: [1, 2] }, limited)).toBe("topics_not_administered");
    expect(deletionRefusal(admin({ allTopics: false, topicIds: [1] }), { isInsider: false, allTopics: true, topicIds: [] }, limited)).toBe("topics_not_administered");
    expect(deletionRefusal(admin({ allTopics: false, topicIds: [1, 2] }), { isInsider: true, allTopics: false, topicIds: [2] }, limited)).toBeNull();
    expect(deletionRefusal(admin({ allTopics: true, topicIds: [] }), { isInsider: true, allTopics: true, topicIds: [] }, limited)).toBeNull();
  });

  it("sends insiders of a group without seat limit to the support, except for super users", () => {
    expect(deletionRefusal(admin({ allTopics: true, topicIds: [] }), { isInsider: true, allTopics: false, topicIds: [] }, { maxSeats: null })).toBe("contact_support");
    expect(deletionRefusal(admin({ allTopics: true, topicIds: [] }), { isInsider: false, allTopics: false, topicIds: [] }, { maxSeats: null })).toBeNull();
    expect(deletionRefusal({ isSuper: true, membership: null }, { isInsider: true, allTopics: true, topicIds: [] }, { maxSeats: null })).toBeNull();
  });

  it("keeps the topics another admin administers out of an edit", () => {
    expect(foreignTopicIds(admin({ allTopics: false, topicIds: [1] }), [1, 2, 3])).toEqual([2, 3]);
  });
});

describe("the last administrator (a group keeps one)", () => {
  it("is the only ongoing admin; not once another admin is ongoing, nor a member who does not administer", () => {
    expect(isLastAdmin({ status: "ONGOING", canAdmin: true }, 1)).toBe(true);
    expect(isLastAdmin({ status: "ONGOING", canAdmin: true }, 2)).toBe(false);
    expect(isLastAdmin({ status: "ONGOING", canAdmin: false }, 1)).toBe(false);
    // An invited or applying admin holds nothing yet: ending it leaves the group as it was.
    expect(isLastAdmin({ status: "INVITED", canAdmin: true }, 0)).toBe(false);
    expect(isLastAdmin({ status: "APPLYING", canAdmin: true }, 1)).toBe(false);
  });

  it("is refused removal after the rules of spec 1 §6, to super users too", () => {
    const lastAdmin = { status: "ONGOING" as const, canAdmin: true, isInsider: false, allTopics: true, topicIds: [] };
    const superUser: GroupStanding = { isSuper: true, membership: null };
    expect(removalRefusal(superUser, lastAdmin, { maxSeats: 10 }, 1)).toBe("last_admin");
    expect(removalRefusal(superUser, lastAdmin, { maxSeats: 10 }, 2)).toBeNull();
    // A member the admin could not remove anyway says why first.
    expect(removalRefusal(admin({ allTopics: true, topicIds: [] }), { ...lastAdmin, isInsider: true }, { maxSeats: null }, 1)).toBe("contact_support");
    expect(removalRefusal(admin({ allTopics: true, topicIds: [] }), lastAdmin, { maxSeats: null }, 1)).toBe("last_admin");
  });
});
