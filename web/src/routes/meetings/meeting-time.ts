/** "YYYY-MM-DDTHH:mm" of a date in the browser's time zone, for a datetime-local input. */
export function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The meetings tab's state in the URL (spec 1 §2: query topic, page, feed). */
export type MeetingsState = { feed: "UPCOMING" | "PAST"; topicId: number | null; page: number };

const positive = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null);

export function readMeetingsState(search: string): MeetingsState {
  const query = new URLSearchParams(search);
  return { feed: query.get("feed") === "past" ? "PAST" : "UPCOMING", topicId: positive(query.get("topic")), page: positive(query.get("page")) ?? 1 };
}

export function meetingsSearch(state: MeetingsState): string {
  const query = new URLSearchParams();
  if (state.feed === "PAST") query.set("feed", "past");
  if (state.topicId !== null) query.set("topic", String(state.topicId));
  if (state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The database id in a global id ("Topic:12" in base64). */
export function databaseIdOf(globalId: string): number {
  return Number(/:(\d+)$/.exec(atob(globalId))?.[1] ?? 0);
}
