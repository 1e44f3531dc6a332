import type { Db } from "../db/client.ts";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { FIXTURE_PASSWORD, type FixtureUser } from "./fixtures.ts";

export type ExtraAccountOptions = {
  /** The login address (each test file keeps its own domain). */
  email: string;
  firstName?: string;
  lastName?: string;
  country?: "FR" | "BE" | "DE";
  /** RPPS (France), LANR (Germany) or INAMI (Belgium); a unique made-up number by default. */
  rpps?: string;
  /** 8 means RPPS (spec 2 §3); 0 for the other identifiers. */
  rppsType?: number;
  isSuper?: boolean;
  validated?: boolean;
};

let passwordHash: Promise<string> | undefined;
let serial = 0;

/**
 * A validated general practitioner beside the shared fixtures (or a super user, or an account
 * still waiting for validation), who logs in with FIXTURE_PASSWORD in the language of its country.
 */
export async function createExtraAccount(db: Db, key: string, options: ExtraAccountOptions): Promise<FixtureUser> {
  const country = options.country ?? "FR";
  serial += 1;
  const professional = await db.professional.create({
    data: {
      firstName: options.firstName ?? key,
      lastName: options.lastName ?? `${key}-last`,
      searchText: key,
      country,
      rpps: options.rpps ?? `3${String(serial).padStart(10, "0")}`,
      rppsType: options.rppsType ?? 8,
      specialtyCode: "SM54",
    },
  });
  const user = await db.user.create({
    data: {
      email: options.email,
      firstName: options.firstName ?? key,
      lastName: options.lastName ?? `${key}-last`,
      country,
      locale: country === "DE" ? "de" : "fr",
      validationStatus: options.validated === false ? "NONE" : "VALIDATED",
      isSuper: options.isSuper ?? false,
      passwordHash: await (passwordHash ??= hashPassword(FIXTURE_PASSWORD)),
      professionalId: professional.id,
    },
  });
  return { id: user.id, email: options.email, professionalId: professional.id };
}
