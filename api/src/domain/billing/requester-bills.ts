import type { Country } from "../../db/generated/prisma/enums.ts";
import { actsFor, professionOfCode } from "./acts.ts";

// Whether a requester bills a requester act of their own for a request written at a date, and so
// needs a billing number in the draft (spec 2 §4 prerequisite steps). Read from the dated act
// table: the requester's RQD (France, from each profession's threshold day). Before 1 April 2022
// the requester's fee was a yearly flat payment, not billed per request with a billing number;
// Belgium has no act; Germany's 01670 is billed through the practice's own KV billing, not with
// a billing number of ours.

export function requesterWillBill(country: Country, professionCode: number | null, at: Date): boolean {
  if (country !== "FR" || professionCode === null) return false;
  return actsFor({ country, side: "requester", profession: professionOfCode(professionCode), date: at }).some((act) => act.code === "RQD" && act.needsBillingNumber);
}
