-- AlterTable
ALTER TABLE "patients" ADD COLUMN     "country" "Country" NOT NULL DEFAULT 'FR',
ADD COLUMN     "krankenkasse" VARCHAR(100),
ADD COLUMN     "kvnr" VARCHAR(10),
ADD COLUMN     "niss" VARCHAR(11);

-- Patients entered before this migration carry the insurance identity of the country of the
-- professional who entered them (those without an author stay French, the only one until now).
UPDATE "patients" AS p SET "country" = u."country" FROM "users" AS u WHERE u."id" = p."createdById";
