/** The numeric id of a page URL (/request/42), or null for anything else ("abc", "0", "1e3", "007"). */
export function parseDatabaseId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,14}$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) ? value : null;
}

/** Relay global id as the API encodes it: base64 of "<Type>:<databaseId>". */
export function toGlobalId(typename: string, databaseId: number): string {
  return btoa(`${typename}:${databaseId}`);
}
