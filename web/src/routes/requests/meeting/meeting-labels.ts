import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { formatDateTime } from "../../../format/dates.ts";

/** How a meeting is attended, as the picker and the request aside say it. */
const VIDEO_MODES = {
  INTERNAL: msg`Visioconférence intégrée`,
  EXTERNAL: msg`Visioconférence (lien externe)`,
  NO_VIDEO: msg`En présentiel`,
} as const;

export type MeetingLike = { scheduledAt: string; label: string | null | undefined; videoCallMode: string };

export function videoModeText(i18n: I18n, mode: string): string {
  const message = VIDEO_MODES[mode as keyof typeof VIDEO_MODES];
  return message ? i18n._(message) : mode;
}

/** "12/03/2026 14:00 · RCP thoracique": the date first, the optional name after. */
export function meetingTitle(i18n: I18n, meeting: MeetingLike): string {
  return [formatDateTime(meeting.scheduledAt, i18n.locale), meeting.label].filter(Boolean).join(" · ");
}
