import { canSeeAccountDetails, isOwnAccount } from "../../domain/accounts/access.ts";
import { visibleProfessionalWhere, visibleUserWhere } from "../../domain/directory/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { CountryEnum, GenderEnum, IdentificationStatusEnum } from "../enums.ts";

export const SpecialtyRef = builder.prismaObject("Specialty", {
  select: { code: true },
  fields: (t) => ({
    code: t.exposeString("code"),
    label: t.exposeString("label"),
    shortLabel: t.exposeString("shortLabel"),
    professionCode: t.exposeInt("professionCode"),
    professionLabel: t.exposeString("professionLabel"),
  }),
});

export const ProfessionalRef = builder.prismaNode("Professional", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleProfessionalWhere(context.viewer)] }),
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    gender: t.expose("gender", { type: GenderEnum, nullable: true }),
    country: t.expose("country", { type: CountryEnum }),
    rpps: t.exposeString("rpps"),
    rppsType: t.exposeInt("rppsType"),
    specialty: t.relation("specialty", { type: SpecialtyRef }),
    isRegistered: t.boolean({ select: { user: { select: { id: true } } }, resolve: (p) => p.user !== null }),
  }),
});

export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleUserWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id used by the REST API (e.g. /api/v1/identity-validations/{id}/document)." }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    gender: t.expose("gender", { type: GenderEnum, nullable: true }),
    country: t.expose("country", { type: CountryEnum }),
    professional: t.relation("professional", { nullable: true }),
    isSuper: t.exposeBoolean("isSuper"),
    validated: t.boolean({ select: { validationStatus: true }, resolve: (u) => u.validationStatus === "VALIDATED" }),
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
