// The bar chart's scale (issue 21 item 7): a round top value so the axis reads 0, ½ and the top.

/** The smallest 1, 2 or 5 × 10ⁿ euro cents at or above the largest month (100 € when all are empty). */
export function chartTop(maxCents: number): number {
  if (maxCents <= 0) return 10_000;
  const magnitude = 10 ** Math.floor(Math.log10(maxCents));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= maxCents) ?? 10;
  return step * magnitude;
}

/** A bar's height in the chart's units, at least a hairline for a month that has acts. */
export function barHeight(cents: number, top: number, height: number): number {
  if (cents <= 0) return 0;
  return Math.max(1, (cents / top) * height);
}
