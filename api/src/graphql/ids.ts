/** Database id from the id part of a global id; 0 (never a row) when it is not a positive integer. */
export function toDbId(id: string | number | bigint): number {
  const value = typeof id === "string" && /^\d{1,15}$/.test(id) ? Number(id) : typeof id === "number" ? id : 0;
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
