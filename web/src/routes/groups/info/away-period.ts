/** Spec 1 §5 away modal: both days chosen (YYYY-MM-DD) and the last not before the first. */
export function awayPeriodIsComplete(since: string, lastDay: string): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(since) && day.test(lastDay) && lastDay >= since;
}
