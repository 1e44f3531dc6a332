/**
 * Spec 1 §9 "upcoming starts from today, past before today": the start of today in our users'
 * calendar (Europe/Paris, which Brussels and Berlin share), as an instant.
 */
export function startOfToday(now: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  // The wall-clock time in Paris read as if it were UTC, minus now: Paris' offset at this instant.
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offsetMs = wall - Math.floor(now.getTime() / 1000) * 1000;
  const midnightWall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return new Date(midnightWall - offsetMs);
}
