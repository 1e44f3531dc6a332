import ical, { escape, ICalEventBusyStatus, ICalEventTransparency } from "ical-generator";
import type { Locale } from "../i18n/locales.ts";
import { CALENDAR_FEED_WORDS } from "./calendar-feed-text.ts";

/** A meeting as the feed shows it: no patient, no request, no external video link. */
export type FeedMeeting = { id: number; scheduledAt: Date; topicLabel: string; label: string | null; groupName: string };

/** A duty period of the member; start and end both null: always on duty. topicLabels null: every category. */
export type FeedDutyPeriod = { id: number; start: Date | null; end: Date | null; groupName: string; topicLabels: string[] | null };

export type CalendarFeedContent = {
  locale: Locale;
  /** The web app's public address (no trailing slash): the join links and the UIDs' domain. */
  publicUrl: string;
  now: Date;
  meetings: FeedMeeting[];
  dutyPeriods: FeedDutyPeriod[];
};

/** A meeting has a start only (spec 1 §3 Meeting.scheduled_at); calendars show it as one hour. */
export const MEETING_DURATION_MS = 60 * 60_000;

/** How often calendar clients that honour it should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

export function meetingJoinUrl(publicUrl: string, meetingId: number): string {
  return `${publicUrl}/meeting/${meetingId}/join`;
}

/**
 * The iCalendar text of a member's feed (RFC 5545), built with ical-generator. Times are written
 * in UTC ("Z"): a member may belong to groups in France, Belgium and Germany, and every client
 * reads UTC without a VTIMEZONE block and shows it in the device's own zone. UIDs are stable
 * (the row's kind and id at the site's host), so a client updates an event rather than adding one.
 * "Always" duty periods have no date to sit on: they are listed in the calendar's description.
 */
export function calendarFeedText(content: CalendarFeedContent): string {
  const words = CALENDAR_FEED_WORDS[content.locale];
  const host = new URL(content.publicUrl).host;
  const categoriesOf = (period: FeedDutyPeriod) => (period.topicLabels === null ? words.allCategories : period.topicLabels.join(", "));
  const always = content.dutyPeriods.filter((period) => period.start === null || period.end === null);
  const calendar = ical({
    name: words.calendarName,
    // ical-generator escapes the events' texts but writes the calendar's own as given (11.1): a
    // line break or a ";" in a group's name would otherwise break the feed for every client.
    description: escape([words.calendarDescription, ...always.map((period) => words.alwaysOnDuty(period.groupName, categoriesOf(period)))].join("\n"), false),
    prodId: { company: "Consilium", product: "calendar-feed", language: content.locale.slice(0, 2).toUpperCase() },
    ttl: REFRESH_SECONDS,
  });
  for (const meeting of content.meetings) {
    const url = meetingJoinUrl(content.publicUrl, meeting.id);
    calendar.createEvent({
      id: `meeting-${meeting.id}@${host}`,
      stamp: content.now,
      start: meeting.scheduledAt,
      end: new Date(meeting.scheduledAt.getTime() + MEETING_DURATION_MS),
      summary: meeting.label ? `${meeting.topicLabel} — ${meeting.label}` : meeting.topicLabel,
      location: meeting.groupName,
      description: `${words.group(meeting.groupName)}\n${words.join(url)}`,
      url,
      busystatus: ICalEventBusyStatus.BUSY,
    });
  }
  for (const period of content.dutyPeriods) {
    if (period.start === null || period.end === null) continue;
    const categories = period.topicLabels ?? [];
    calendar.createEvent({
      id: `planning-event-${period.id}@${host}`,
      stamp: content.now,
      start: period.start,
      end: period.end,
      summary: words.onDuty(period.groupName),
      description: `${words.group(period.groupName)}\n${words.categories(categoriesOf(period))}`,
      categories: categories.map((name) => ({ name })),
      // A duty period is availability, not an appointment: it must not block the member's agenda.
      transparency: ICalEventTransparency.TRANSPARENT,
      busystatus: ICalEventBusyStatus.FREE,
    });
  }
  return calendar.toString();
}
