import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { ownSettingsWhere } from "./access.ts";
import type { Preferences, SettingsRoles } from "./roles.ts";

/** The account's settings as the screen and both APIs read them. */
export type Settings = SettingsRoles &
  Preferences & {
    userId: number;
    phone: string | null;
    awayMessageActive: boolean;
    awayBlocking: boolean;
    awaySince: Date | null;
    awayUntil: Date | null;
    awayMessage: string | null;
    /** France only (spec 2 §5): where reports are sent securely. */
    mssAddress: string | null;
    /** France only (spec 2 §7, §9): the practice software the account bills from. */
    billingSoftware: string | null;
    /** Shown to colleagues instead of the account's own email and phone (spec 2 §3 Current user). */
    contactEmail: string | null;
    contactPhone: string | null;
    profilePictureId: number | null;
    /** Spec 2 §3 signature_picture_id: the handwritten signature, its owner's alone. */
    signaturePictureId: number | null;
  };

const settingsSelect = {
  id: true,
  country: true,
  phone: true,
  isRequestable: true,
  isGroupExpert: true,
  isGroupSender: true,
  hasSmsFeature: true,
  bio: true,
  acceptsIndividualRequests: true,
  sendsIndividualRequests: true,
  usesSmsAlerts: true,
  isSearchable: true,
  awayMessageActive: true,
  awayBlocking: true,
  awaySince: true,
  awayUntil: true,
  awayMessage: true,
  mssAddress: true,
  billingSoftware: true,
  contactEmail: true,
  contactPhone: true,
  profilePictureId: true,
  signaturePictureId: true,
  professional: {
    select: {
      // Spec 1 §6 capabilities, read from the memberships themselves: the stored is_group_* flags
      // are not kept up to date when a membership changes, the memberships are.
      memberships: {
        where: { status: "ONGOING" as const, OR: [{ canReply: true, group: { mode: "RECIPIENT" as const } }, { canSendFromGroup: true }] },
        select: { canReply: true, canSendFromGroup: true, group: { select: { mode: true } } },
      },
    },
  },
} satisfies Prisma.UserSelect;

/**
 * The viewer's own settings; another account's answer not_found, as a missing one (the REST
 * route names the account in its path).
 */
export async function readSettings(db: Db, viewer: Viewer | null, userId: number): Promise<Settings> {
  return settingsOf(await db.user.findFirst({ where: { id: userId, AND: [ownSettingsWhere(viewer, userId)] }, select: settingsSelect }));
}

/**
 * The settings of the account the call has just authenticated as (login, signup, GET users/me):
 * the caller's own by construction, before a viewer exists for the login and signup answers.
 */
export async function readOwnSettings(db: Db, userId: number): Promise<Settings> {
  return settingsOf(await db.user.findUnique({ where: { id: userId }, select: settingsSelect }));
}

function settingsOf(user: Prisma.UserGetPayload<{ select: typeof settingsSelect }> | null): Settings {
  if (!user) throw new DomainError("not_found");
  const memberships = user.professional?.memberships ?? [];
  return {
    userId: user.id,
    country: user.country,
    phone: user.phone,
    isRequestable: user.isRequestable,
    isGroupExpert: user.isGroupExpert || memberships.some((m) => m.canReply && m.group.mode === "RECIPIENT"),
    isGroupSender: user.isGroupSender || memberships.some((m) => m.canSendFromGroup),
    hasSmsFeature: user.hasSmsFeature,
    bio: user.bio,
    acceptsIndividualRequests: user.acceptsIndividualRequests,
    sendsIndividualRequests: user.sendsIndividualRequests,
    usesSmsAlerts: user.usesSmsAlerts,
    isSearchable: user.isSearchable,
    awayMessageActive: user.awayMessageActive,
    awayBlocking: user.awayBlocking,
    awaySince: user.awaySince,
    awayUntil: user.awayUntil,
    awayMessage: user.awayMessage,
    mssAddress: user.mssAddress,
    billingSoftware: user.billingSoftware,
    contactEmail: user.contactEmail,
    contactPhone: user.contactPhone,
    profilePictureId: user.profilePictureId,
    signaturePictureId: user.signaturePictureId,
  };
}
