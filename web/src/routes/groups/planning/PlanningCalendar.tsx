import { useMemo, useRef } from "react";
import FullCalendar from "@fullcalendar/react";
import type { EventClickArg, EventSourceFuncArg, EventInput } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import timeGridPlugin from "@fullcalendar/timegrid";
import listPlugin from "@fullcalendar/list";
import deLocale from "@fullcalendar/core/locales/de";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import frLocale from "@fullcalendar/core/locales/fr";
import nlLocale from "@fullcalendar/core/locales/nl";

// FullCalendar (MIT, v6: React 19 supported, month/week/day grids and a list view, its own
// translations of fr, de, en and nl) loads in this chunk, after the tab's first paint.

export type PlanningCalendarProps = {
  locale: string;
  /** The events of a visible range; FullCalendar calls it again when the view moves. */
  loadEvents: (start: Date, end: Date) => Promise<EventInput[]>;
  onEventClick: (id: string) => void;
  /** Bumped after a change, to fetch the visible range again. */
  version: number;
};

function calendarLocale(locale: string) {
  if (locale.startsWith("de")) return deLocale;
  if (locale.startsWith("nl")) return nlLocale;
  if (locale.startsWith("en")) return enGbLocale;
  return frLocale;
}

/** Spec 1 §9: month, week, day and agenda views, month first. */
export function PlanningCalendar({ locale, loadEvents, onEventClick, version }: PlanningCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const loader = useRef(loadEvents);
  loader.current = loadEvents;
  // One source object per version: a new one makes FullCalendar fetch the visible range again.
  const source = useMemo(
    () => ({
      id: `planning-${version}`,
      events: (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
        loader.current(info.start, info.end).then(success, (error: unknown) => failure(error instanceof Error ? error : new Error(String(error))));
      },
    }),
    [version],
  );
  return (
    <FullCalendar
      ref={calendar}
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
      initialView="dayGridMonth"
      locale={calendarLocale(locale)}
      headerToolbar={{ left: "prev,next today", center: "title", right: "dayGridMonth,timeGridWeek,timeGridDay,listWeek" }}
      height="auto"
      // Words rather than the icon font (a data: font the page's policy does not load); the
      // locales give them ("Précédent", "Zurück"...), so they also name the buttons.
      buttonIcons={false}
      eventSources={[source]}
      eventClick={(arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        onEventClick(arg.event.id);
      }}
      eventTimeFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
    />
  );
}
