import { useLingui } from "@lingui/react/macro";
import { formatCalendarDate } from "../../../format/dates.ts";

export type AwayKind = "REQUESTS_DISABLED" | "REQUESTS_DELAYED" | "USER_AWAY" | "%future added value";

/** Spec 1 §8: the three away messages, with the last day away (YYYY-MM-DD) in the viewer's words. */
export function useAwayNoticeText(): (kind: AwayKind, lastDay: string | null | undefined) => string {
  const { t, i18n } = useLingui();
  return (kind, lastDay) => {
    const date = lastDay ? formatCalendarDate(lastDay, i18n.locale) : null;
    if (kind === "REQUESTS_DISABLED") return date ? t`Demandes désactivées jusqu'au ${date} inclus.` : t`Demandes désactivées pour le moment.`;
    if (kind === "REQUESTS_DELAYED") return date ? t`Les demandes ne seront traitées qu'après le ${date}.` : t`Les demandes seront traitées plus tard.`;
    return date ? t`Absent jusqu'au ${date} inclus.` : t`Absent pour le moment.`;
  };
}
