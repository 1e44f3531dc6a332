import type { Prisma } from "../../api/src/db/generated/prisma/client.ts";
import { toSearchText } from "../../api/src/domain/rules/search-text.ts";
import type { GroupData } from "./groups.ts";
import { DURATION, REFERENCE_DATE } from "./random.ts";
import type { RequestRows } from "./request-builder.ts";

type VideoMode = "INTERNAL" | "EXTERNAL" | "NO_VIDEO";

/**
 * Each meeting topic's calendar (issue 23 item 7): three past and three upcoming meetings, one of
 * each video mode on either side, at 17:00 in Paris (16:00 UTC in winter: the end of a clinic
 * day), days from the reference date; the upcoming ones start five weeks on, so that a demo run
 * some weeks after the reference date still has upcoming meetings.
 */
export const MEETING_PLAN: readonly { days: number; mode: VideoMode }[] = [
  { days: -21, mode: "EXTERNAL" },
  { days: -14, mode: "INTERNAL" },
  { days: -7, mode: "NO_VIDEO" },
  { days: 35, mode: "EXTERNAL" },
  { days: 49, mode: "INTERNAL" },
  { days: 63, mode: "NO_VIDEO" },
];
/** Demo requests of the group registered to each meeting topic's meetings. */
export const REGISTERED_PER_TOPIC = 3;

const LABELS = {
  fr: { past: "Séance mensuelle", inPerson: "Séance en salle de staff", upcoming: "Prochaine séance" },
  de: { past: "Monatliche Fallkonferenz", inPerson: "Fallkonferenz im Besprechungsraum", upcoming: "Nächste Fallkonferenz" },
} as const;

function atFivePm(days: number): Date {
  const day = new Date(REFERENCE_DATE.getTime() + days * DURATION.day);
  day.setUTCHours(16, 0, 0, 0);
  return day;
}

/** A plausible video address of the group's country (the seed reaches no network). */
function externalLink(country: string, topicId: number, meetingId: number): string {
  return country === "DE" ? `https://meet.klinikum-beispiel.de/fallkonferenz-${topicId}-${meetingId}` : `https://visio.chu-exemple.fr/rcp-${topicId}-${meetingId}`;
}

/**
 * Replaces the meetings groups.ts drew with each meeting topic's MEETING_PLAN (its quorum kept:
 * the professionals groups.ts chose for the topic), labelled in the group's language, and
 * registers REGISTERED_PER_TOPIC published requests of the group (its latest generated ones, away from the hand-written demo cases) to them: completed ones to a past
 * meeting (with their consult's meeting), open ones to the next. Deterministic, no random draw,
 * so the rest of the seed is unchanged.
 */
export function addMeetingCalendar(groups: GroupData, requests: RequestRows): void {
  const topicIds = [...new Set(groups.meetings.map((meeting) => Number(meeting.topicId)))];
  const quorumOf = new Map<number, number[]>();
  for (const link of groups.meetingProfessionals) {
    const topicId = Number(groups.meetings.find((meeting) => meeting.id === link.meetingId)?.topicId);
    const list = quorumOf.get(topicId) ?? [];
    if (!list.includes(link.professionalId)) list.push(link.professionalId);
    quorumOf.set(topicId, list);
  }
  const meetings: Prisma.MeetingCreateManyInput[] = [];
  const meetingProfessionals: Prisma.MeetingProfessionalCreateManyInput[] = [];
  const registered = new Set<number>();
  const consultByRequest = new Map(requests.consults.map((consult) => [consult.requestId, consult]));
  for (const topicId of topicIds) {
    const topic = groups.topics.find((row) => row.id === topicId);
    const group = groups.groups.find((row) => row.id === topic?.groupId);
    if (!topic || !group) continue;
    const labels = group.country === "DE" ? LABELS.de : LABELS.fr;
    const quorum = (quorumOf.get(topicId) ?? []).slice(0, 4);
    const ids: { id: number; past: boolean }[] = [];
    for (const plan of MEETING_PLAN) {
      const id = meetings.length + 1;
      const past = plan.days < 0;
      meetings.push({
        id,
        topicId,
        scheduledAt: atFivePm(plan.days),
        label: plan.mode === "NO_VIDEO" ? labels.inPerson : past ? labels.past : plan.days === MEETING_PLAN.find((p) => p.days > 0)?.days ? labels.upcoming : null,
        videoCallMode: plan.mode,
        externalVideoLink: plan.mode === "EXTERNAL" ? externalLink(group.country, topicId, id) : null,
        videoRoom: plan.mode === "INTERNAL" ? `consilium-demo-${String(topicId).padStart(4, "0")}-${String(id).padStart(4, "0")}` : null,
      });
      for (const professionalId of quorum) meetingProfessionals.push({ meetingId: id, professionalId });
      ids.push({ id, past });
    }
    const pastMeeting = ids.find((meeting) => meeting.past)?.id;
    const nextMeeting = ids.find((meeting) => !meeting.past)?.id;
    const candidates = requests.requests.filter((request) => request.recipientGroupId === group.id && request.status === "PUBLISHED" && !registered.has(request.id)).sort((a, b) => b.id - a.id);
    for (const request of candidates.slice(0, REGISTERED_PER_TOPIC)) {
      const consult = consultByRequest.get(request.id);
      const completed = consult?.status === "COMPLETED";
      const meetingId = completed ? pastMeeting : nextMeeting;
      if (meetingId === undefined) continue;
      // The search text names the group and the topic (request-builder.ts): it follows the new topic.
      const oldLabel = groups.topics.find((row) => row.id === request.recipientTopicId)?.label;
      if (oldLabel && typeof request.searchText === "string") {
        request.searchText = request.searchText.replace(`${toSearchText(group.name)} ${toSearchText(oldLabel)}`, `${toSearchText(group.name)} ${toSearchText(topic.label)}`);
      }
      request.recipientTopicId = topicId;
      request.consultMeetingId = meetingId;
      if (consult && completed) consult.meetingId = meetingId;
      registered.add(request.id);
    }
  }
  groups.meetings = meetings;
  groups.meetingProfessionals = meetingProfessionals;
}
