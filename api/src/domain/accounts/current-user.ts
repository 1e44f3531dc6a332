import type { Db } from "../../db/client.ts";

/** The logged-in user with their professional identity: what the account's own screens show. */
export function readCurrentUser(db: Db, userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, include: { professional: { include: { specialty: true } } } });
}
