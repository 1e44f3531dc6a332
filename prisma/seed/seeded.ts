import type { Database } from "../../api/src/db/client.ts";

/** Any account means the database is in use: the demo data never lands on top of real data. */
export async function isSeeded(database: Pick<Database, "prisma">): Promise<boolean> {
  return (await database.prisma.user.count()) > 0;
}
