import { describe, expect, it } from "vitest";
import { buildDirectory } from "./directory.ts";
import { buildGroups } from "./groups.ts";
import { addMeetingCalendar, MEETING_PLAN, REGISTERED_PER_TOPIC } from "./meetings.ts";
import { Random } from "./random.ts";
import { buildRequests } from "./requests.ts";
import { buildUsers } from "./users.ts";

describe("the demo meetings (issue 23 item 7)", () => {
  const rng = new Random();
  const users = buildUsers(rng.fork("users"), buildDirectory(rng.fork("directory")));
  const groups = buildGroups(rng.fork("groups"), users);
  const requests = buildRequests(rng.fork("requests"), users, groups);
  const topicIds = [...new Set(groups.meetings.map((meeting) => Number(meeting.topicId)))];
  addMeetingCalendar(groups, requests);

  it("gives each meeting topic past and upcoming meetings of each video mode, with a quorum", () => {
    expect(topicIds.length).toBeGreaterThan(0);
    for (const topicId of topicIds) {
      const own = groups.meetings.filter((meeting) => meeting.topicId === topicId);
      expect(own).toHaveLength(MEETING_PLAN.length);
      for (const mode of ["INTERNAL", "EXTERNAL", "NO_VIDEO"]) {
        expect(own.filter((meeting) => meeting.videoCallMode === mode)).toHaveLength(2);
      }
      for (const meeting of own) {
        if (meeting.videoCallMode === "EXTERNAL") expect(meeting.externalVideoLink).toMatch(/^https:\/\//);
        expect(groups.meetingProfessionals.some((link) => link.meetingId === meeting.id)).toBe(true);
      }
    }
    expect(groups.meetings.map((meeting) => meeting.id)).toEqual(groups.meetings.map((_meeting, index) => index + 1));
  });

  it("registers requests of the group to them, completed ones to a past meeting with their consult", () => {
    const registered = requests.requests.filter((request) => request.consultMeetingId != null);
    expect(registered.length).toBe(topicIds.length * REGISTERED_PER_TOPIC);
    for (const request of registered) {
      const meeting = groups.meetings.find((row) => row.id === request.consultMeetingId);
      expect(meeting?.topicId).toBe(request.recipientTopicId);
      const consult = requests.consults.find((row) => row.requestId === request.id);
      if (consult?.status === "COMPLETED") expect(consult.meetingId).toBe(meeting?.id);
    }
  });

  it("labels German groups' meetings in German", () => {
    const german = groups.groups.filter((group) => group.country === "DE").map((group) => group.id);
    const labels = groups.meetings.filter((meeting) => german.includes(groups.topics.find((topic) => topic.id === meeting.topicId)?.groupId)).map((meeting) => meeting.label);
    expect(labels).toContain("Monatliche Fallkonferenz");
  });
});
