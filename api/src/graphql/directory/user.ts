import { canSeeAccountDetails, isOwnAccount } from "../../domain/accounts/access.ts";
import { visibleProfessionalWhere, visibleUserWhere } from "../../domain/directory/access.ts";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import { profilePictureUrl } from "../../domain/settings/profile-picture.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { CountryEnum, GenderEnum, IdentificationStatusEnum } from "../enums.ts";

// The labels are read in the caller's locale (specialty-labels.ts); the row's French labels
// are the fallback for a code the table does not know, hence the columns every label selects.
const specialtyLabelColumns = { code: true, label: true, shortLabel: true, professionCode: true, professionLabel: true } as const;

export const SpecialtyRef = builder.prismaObject("Specialty", {
  description: "A specialty (for doctors) or a profession of the directory.",
  select: { code: true },
  fields: (t) => ({
    code: t.exposeString("code", { description: "Stable code: the French ordinal (SM54…) or G15_<profession code>." }),
    label: t.string({
      description: "Full label in the caller's locale (German and Dutch medical nomenclature).",
      select: specialtyLabelColumns,
      resolve: (s, _args, context) => localizeSpecialty(s, context.locale).label,
    }),
    shortLabel: t.string({
      description: "Short label in the caller's locale, for lists and badges.",
      select: specialtyLabelColumns,
      resolve: (s, _args, context) => localizeSpecialty(s, context.locale).shortLabel,
    }),
    professionCode: t.exposeInt("professionCode", { description: "Profession code of spec 1 §3: doctor 10, pharmacist 21, dentist 40, midwife 50, nurse 60, physical therapist 70, podiatrist 80, orthophonist 91." }),
    professionLabel: t.string({
      description: "The profession's label in the caller's locale.",
      select: specialtyLabelColumns,
      resolve: (s, _args, context) => localizeSpecialty(s, context.locale).professionLabel,
    }),
  }),
});

// A directory entry holds a handful of diplomas; the cap keeps one profile bounded.
const MAX_DEGREES = 50;

export const ProfessionalRef = builder.prismaNode("Professional", {
  description: "A health professional of the national directory, with or without an account (spec 1 §3).",
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleProfessionalWhere(context.viewer)] }),
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "First name." }),
    lastName: t.exposeString("lastName", { description: "Last name." }),
    gender: t.expose("gender", { type: GenderEnum, nullable: true, description: "Gender, when the directory states it." }),
    country: t.expose("country", { type: CountryEnum, description: "Country of practice." }),
    rpps: t.exposeString("rpps", { description: "Registration number: RPPS or ADELI in France, INAMI in Belgium, LANR in Germany." }),
    rppsType: t.exposeInt("rppsType", { description: "8 for an RPPS number; 0 for ADELI, INAMI or LANR (spec 1 §3)." }),
    specialty: t.relation("specialty", { type: SpecialtyRef, description: "Specialty or profession, labelled in the caller's locale." }),
    isRegistered: t.boolean({ description: "Whether the professional has an account.", select: { user: { select: { id: true } } }, resolve: (p) => p.user !== null }),
    degrees: t.relation("degrees", {
      description: "Diplomas of the professional, oldest first.",
      query: { orderBy: { id: "asc" }, take: MAX_DEGREES },
    }),
  }),
});

export const UserRef = builder.prismaNode("User", {
  description: "An account of a professional (spec 1 §3 User).",
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleUserWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id used by the REST API (e.g. /api/v1/identity-validations/{id}/document)." }),
    firstName: t.exposeString("firstName", { description: "First name." }),
    lastName: t.exposeString("lastName", { description: "Last name." }),
    gender: t.expose("gender", { type: GenderEnum, nullable: true, description: "Gender, when known." }),
    country: t.expose("country", { type: CountryEnum, description: "Country of the account (FR, BE, DE)." }),
    professional: t.relation("professional", { nullable: true, description: "The directory entry the account belongs to." }),
    profilePictureUrl: t.string({
      nullable: true,
      description: "The avatar's address (JPEG, at most 1024×1024; spec 2 §5), readable by any validated user; null when none is set. It changes with each new picture.",
      select: { profilePictureId: true },
      resolve: (u) => profilePictureUrl(u.id, u.profilePictureId),
    }),
    isSuper: t.exposeBoolean("isSuper", { description: "Super user (identity validation, shadow view)." }),
    validated: t.boolean({ description: "The identity of the account has been validated.", select: { validationStatus: true }, resolve: (u) => u.validationStatus === "VALIDATED" }),
    email: t.string({
      nullable: true,
      description: "Only for the viewer's own user and super users (who check identities against it).",
      select: { email: true },
      resolve: (u, _args, context) => (canSeeAccountDetails(context.viewer, u.id) ? u.email : null),
    }),
    identificationStatus: t.field({
      type: IdentificationStatusEnum,
      nullable: true,
      description: "Where the identity check stands; only for the viewer's own user and super users.",
      select: { validationStatus: true },
      resolve: (u, _args, context) => (canSeeAccountDetails(context.viewer, u.id) ? u.validationStatus : null),
    }),
    hasIdentityDocument: t.boolean({
      nullable: true,
      description: "An identity card was uploaded; only for the viewer's own user and super users.",
      select: { cpsPictureId: true },
      resolve: (u, _args, context) => (canSeeAccountDetails(context.viewer, u.id) ? u.cpsPictureId !== null : null),
    }),
    phone: t.string({
      nullable: true,
      description: "The mobile phone of the account (login codes); only for the viewer's own user and super users.",
      select: { phone: true },
      resolve: (u, _args, context) => (canSeeAccountDetails(context.viewer, u.id) ? u.phone : null),
    }),
    contactEmail: t.string({
      nullable: true,
      description: "The professional contact email set in settings; only for the viewer's own user (colleagues reach it through requests).",
      select: { contactEmail: true },
      resolve: (u, _args, context) => (isOwnAccount(context.viewer, u.id) ? u.contactEmail : null),
    }),
    contactPhone: t.string({
      nullable: true,
      description: "The professional contact phone set in settings; only for the viewer's own user (colleagues reach it through requests).",
      select: { contactPhone: true },
      resolve: (u, _args, context) => (isOwnAccount(context.viewer, u.id) ? u.contactPhone : null),
    }),
    locale: t.string({
      nullable: true,
      description: "Only for the viewer's own user.",
      select: { locale: true },
      resolve: (u, _args, context) => (isOwnAccount(context.viewer, u.id) ? u.locale : null),
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The logged-in user; null for a visitor.",
    authScopes: { public: true },
    resolve: (query, _root, _args, context) =>
      context.viewer ? context.prisma.user.findUnique({ ...query, where: { id: context.viewer.userId } }) : null,
  }),
);
