import { describe, expect, it } from "vitest";
import type { GroupStanding } from "./standing.ts";
import { groupTabsFor, indexTabFor, tabOfSegment, type GroupForTabs } from "./tabs.ts";

const recipient: GroupForTabs = { mode: "RECIPIENT", isPanel: false, hasMeetingTopic: true };
const recipientNoMeeting: GroupForTabs = { ...recipient, hasMeetingTopic: false };
const panel: GroupForTabs = { ...recipient, isPanel: true };
const sender: GroupForTabs = { mode: "SENDER", isPanel: false, hasMeetingTopic: false };

function member(status: "APPLYING" | "INVITED" | "ONGOING", isInsider: boolean): GroupStanding {
  return {
    isSuper: false,
    membership: {
      id: 1,
      status,
      isInsider,
      allTopics: false,
      canAdmin: false,
      canReply: isInsider,
      canAsk: !isInsider,
      canSendFromGroup: false,
      canSupport: false,
      canShadow: false,
      topicIds: [],
    },
  };
}

const stranger: GroupStanding = { isSuper: false, membership: null };
const superUser: GroupStanding = { isSuper: true, membership: null };
const insider = member("ONGOING", true);
const requester = member("ONGOING", false);
const applyingInsider = member("APPLYING", true);
const invitedInsider = member("INVITED", true);

describe("groupTabsFor (spec 1 §2, §6)", () => {
  it("recipient mode: information only for strangers, plain members and members not yet ongoing", () => {
    for (const standing of [stranger, requester, applyingInsider, invitedInsider]) {
      expect(groupTabsFor(recipient, standing)).toEqual(["info"]);
      expect(indexTabFor(recipient, standing)).toBe("info");
    }
  });

  it("recipient mode: insiders see requests, meetings, members, information, planning and parameters", () => {
    expect(groupTabsFor(recipient, insider)).toEqual(["requests", "meetings", "members", "info", "planning", "params"]);
    expect(indexTabFor(recipient, insider)).toBe("requests");
  });

  it("recipient mode: no meetings tab without a topic of meeting type", () => {
    expect(groupTabsFor(recipientNoMeeting, insider)).toEqual(["requests", "members", "info", "planning", "params"]);
    expect(groupTabsFor(recipientNoMeeting, superUser)).not.toContain("meetings");
  });

  it("panel groups hide members, planning and parameters from insiders, not from super users", () => {
    expect(groupTabsFor(panel, insider)).toEqual(["requests", "meetings", "info"]);
    expect(groupTabsFor(panel, superUser)).toEqual(["requests", "meetings", "members", "info", "planning", "params"]);
    expect(groupTabsFor(panel, stranger)).toEqual(["info"]);
  });

  it("sender mode: information, plus requests and members for insiders", () => {
    expect(groupTabsFor(sender, stranger)).toEqual(["info"]);
    expect(groupTabsFor(sender, requester)).toEqual(["info"]);
    expect(groupTabsFor(sender, insider)).toEqual(["requests", "members", "info"]);
    expect(indexTabFor(sender, insider)).toBe("requests");
    expect(indexTabFor(sender, stranger)).toBe("info");
  });

  it("super users see every tab and land on the requests", () => {
    expect(groupTabsFor(recipient, superUser)).toEqual(["requests", "meetings", "members", "info", "planning", "params"]);
    expect(groupTabsFor(sender, superUser)).toEqual(["requests", "members", "info", "params"]);
    expect(indexTabFor(sender, superUser)).toBe("requests");
  });
});

describe("tabOfSegment", () => {
  it("opens a tab the viewer has", () => {
    expect(tabOfSegment(recipient, insider, "members")).toBe("members");
    expect(tabOfSegment(recipient, insider, "requesters")).toBe("members");
    expect(tabOfSegment(recipient, stranger, "info")).toBe("info");
  });

  it("sends unknown segments and tabs the viewer lacks to the index", () => {
    expect(tabOfSegment(recipient, insider, "nonsense")).toBeNull();
    expect(tabOfSegment(recipient, insider, "billing")).toBeNull();
    expect(tabOfSegment(recipient, stranger, "requests")).toBeNull();
    expect(tabOfSegment(recipient, insider, null)).toBeNull();
  });
});
