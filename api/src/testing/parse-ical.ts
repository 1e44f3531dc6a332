import ICAL from "ical.js";

/** An event of a parsed feed, as the tests compare it. */
export type ParsedEvent = {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  description: string;
  location: string | null;
  url: string | null;
  categories: string[];
  stamp: Date | null;
  transparency: string | null;
};

/** RFC 5545 §3.3.11 TEXT unescaping: ical.js reads X- properties as raw text, not as TEXT. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

export type ParsedCalendar = { name: string | null; description: string | null; events: ParsedEvent[] };

/**
 * Parses iCalendar text with ical.js (Mozilla's parser, the one Thunderbird's lineage uses), a
 * different library from the generator: the feed is checked as a client reads it. Throws on
 * text that is no VCALENDAR.
 */
export function parseCalendar(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== "vcalendar") throw new Error(`not a VCALENDAR: ${root.name}`);
  const text1 = (component: InstanceType<typeof ICAL.Component>, name: string): string | null => {
    const value = component.getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  const events = root.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const stamp = vevent.getFirstPropertyValue("dtstamp");
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      description: event.description ?? "",
      location: event.location ?? null,
      url: text1(vevent, "url"),
      categories: vevent.getAllProperties("categories").flatMap((property) => property.getValues().map(String)),
      stamp: stamp instanceof ICAL.Time ? stamp.toJSDate() : null,
      transparency: text1(vevent, "transp"),
    };
  });
  const calendarText = (name: string) => {
    const value = text1(root, name);
    return value === null ? null : unescapeText(value);
  };
  return { name: calendarText("x-wr-calname"), description: calendarText("x-wr-caldesc"), events };
}
