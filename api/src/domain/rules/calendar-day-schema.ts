import { z } from "zod";
import { DAY, isCalendarDay } from "./dates.ts";

// Apart from dates.ts, which the web app imports: classic zod cannot be tree-shaken, and this
// one schema pulled all of it into the request page's chunk (issue 18).

/** A calendar day as date pickers send it (YYYY-MM-DD), kept as that text. */
export const calendarDaySchema = z.string().regex(DAY).refine(isCalendarDay, "not a calendar day");
