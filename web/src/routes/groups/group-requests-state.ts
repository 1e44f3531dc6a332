/** The requests tab's state, kept in the query string so a reload shows the same list. */
export type GroupRequestsState = {
  status: string | null;
  search: string;
  tagId: number | null;
  /** "no_meeting", "next" or one meeting's database id; null: no filter. */
  meeting: "no_meeting" | "next" | number | null;
};

const id = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function readGroupRequestsState(search: string): GroupRequestsState {
  const query = new URLSearchParams(search);
  const meeting = query.get("meeting");
  return {
    status: query.get("status"),
    search: query.get("q") ?? "",
    tagId: id(query.get("tag")),
    meeting: meeting === "no_meeting" || meeting === "next" ? meeting : id(meeting),
  };
}

/** The query string for a state, keeping unrelated parameters (the hierarchy's category). */
export function groupRequestsSearch(current: string, state: GroupRequestsState): string {
  const query = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? query.set(key, value) : query.delete(key));
  set("status", state.status);
  set("q", state.search);
  set("tag", state.tagId === null ? null : String(state.tagId));
  set("meeting", state.meeting === null ? null : String(state.meeting));
  const text = query.toString();
  return text ? `?${text}` : "";
}
