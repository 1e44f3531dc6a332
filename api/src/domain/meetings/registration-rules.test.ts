import { describe, expect, it } from "vitest";
import type { ConsultStanding } from "../consults/capabilities.ts";
import { canEditMeeting, isRegistrable, meetingRefusal, publicationMeetingPlan, type RegistrationTopic } from "./registration-rules.ts";

const now = new Date("2026-03-10T10:00:00Z");
const topic = (mode: RegistrationTopic["meetingAssignmentMode"] = "MANUAL"): RegistrationTopic => ({ id: 7, type: "MEETING", meetingAssignmentMode: mode });
const teTopic: RegistrationTopic = { id: 7, type: "TE", meetingAssignmentMode: "MANUAL" };
const standing = (over: Partial<ConsultStanding> = {}): ConsultStanding => ({
  requestStatus: "PUBLISHED",
  consultStatus: "OPENED",
  recipientGroupId: 1,
  recipientTopicId: 7,
  isSuper: false,
  side: null,
  isRecipientProfessional: false,
  membership: null,
  ...over,
});
const member = (over: Partial<NonNullable<ConsultStanding["membership"]>> = {}) => ({ canReply: false, canSupport: false, canShadow: false, canAdmin: false, allTopics: true, topicIds: [], ...over });

describe("meetingRefusal", () => {
  it("accepts an upcoming meeting of the request's meeting topic, the very minute included", () => {
    expect(meetingRefusal({ id: 1, topicId: 7, scheduledAt: new Date("2026-03-11T08:00:00Z") }, topic(), now)).toBeNull();
    expect(meetingRefusal({ id: 1, topicId: 7, scheduledAt: now }, topic(), now)).toBeNull();
    expect(isRegistrable({ scheduledAt: new Date(now.getTime() - 1) }, now)).toBe(false);
  });

  it("refuses another topic's meeting, a tele-expertise topic and a past meeting with their codes", () => {
    expect(meetingRefusal({ id: 1, topicId: 8, scheduledAt: new Date("2026-03-11T08:00:00Z") }, topic(), now)?.code).toBe("meeting_of_other_topic");
    expect(meetingRefusal({ id: 1, topicId: 7, scheduledAt: new Date("2026-03-11T08:00:00Z") }, teTopic, now)?.code).toBe("meeting_of_other_topic");
    expect(meetingRefusal({ id: 1, topicId: 7, scheduledAt: new Date("2026-03-11T08:00:00Z") }, null, now)?.code).toBe("meeting_of_other_topic");
    expect(meetingRefusal({ id: 1, topicId: 7, scheduledAt: new Date("2026-03-10T09:59:00Z") }, topic(), now)?.code).toBe("meeting_already_past");
  });
});

describe("canEditMeeting (spec 2 §6)", () => {
  it("lets the group's support and admins, and recipient-side participants, edit an opened request's meeting", () => {
    expect(canEditMeeting(standing({ membership: member({ canSupport: true }) }), topic())).toBe(true);
    expect(canEditMeeting(standing({ membership: member({ canAdmin: true }) }), topic())).toBe(true);
    expect(canEditMeeting(standing({ side: "RECIPIENT" }), topic("DELEGATE"))).toBe(true);
  });

  it("refuses members without can_support who do not take part, observers included", () => {
    expect(canEditMeeting(standing({ membership: member({ canReply: true }) }), topic())).toBe(false);
    expect(canEditMeeting(standing({ membership: member({ canShadow: true }) }), topic())).toBe(false);
    expect(canEditMeeting(standing({ isSuper: true }), topic())).toBe(false);
  });

  it("lets the sender edit a draft's or an opened request's meeting, except in delegate mode", () => {
    expect(canEditMeeting(standing({ side: "SENDER", requestStatus: "DRAFT", consultStatus: null }), topic())).toBe(true);
    expect(canEditMeeting(standing({ side: "SENDER" }), topic("AUTOMATIC"))).toBe(true);
    expect(canEditMeeting(standing({ side: "SENDER" }), topic("DELEGATE"))).toBe(false);
  });

  it("closes once the consult is completed or rejected, and never applies to a tele-expertise topic", () => {
    expect(canEditMeeting(standing({ side: "RECIPIENT", consultStatus: "COMPLETED" }), topic())).toBe(false);
    expect(canEditMeeting(standing({ membership: member({ canSupport: true }), consultStatus: "CANCELLED" }), topic())).toBe(false);
    expect(canEditMeeting(standing({ side: "RECIPIENT" }), teTopic)).toBe(false);
    expect(canEditMeeting(standing({ side: "RECIPIENT" }), null)).toBe(false);
  });
});

describe("publicationMeetingPlan (spec 2 §4)", () => {
  it("manual mode takes the sender's choice, none included", () => {
    expect(publicationMeetingPlan(topic(), 3)).toEqual({ kind: "chosen", meetingId: 3 });
    expect(publicationMeetingPlan(topic(), null)).toEqual({ kind: "chosen", meetingId: null });
  });

  it("automatic mode chooses itself and refuses a choice; delegate mode leaves it to the group", () => {
    expect(publicationMeetingPlan(topic("AUTOMATIC"), undefined)).toEqual({ kind: "automatic" });
    expect(() => publicationMeetingPlan(topic("AUTOMATIC"), 3)).toThrow("validation_failed");
    expect(publicationMeetingPlan(topic("DELEGATE"), undefined)).toEqual({ kind: "none" });
    expect(() => publicationMeetingPlan(topic("DELEGATE"), 3)).toThrow("meeting_edit_forbidden");
  });

  it("a tele-expertise request has no meeting", () => {
    expect(publicationMeetingPlan(teTopic, undefined)).toEqual({ kind: "none" });
    expect(() => publicationMeetingPlan(teTopic, 3)).toThrow("meeting_of_other_topic");
  });
});
