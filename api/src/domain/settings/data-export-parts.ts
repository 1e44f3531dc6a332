import type { Db } from "../../db/client.ts";

// The documents of "my data" (issue 20 item 10, GDPR articles 15 and 20): what the account holds
// about its owner, each part one JSON file of the archive, in snake_case like the REST API.
// Patients' identities are not the account owner's data: the requests carry the owner's own
// writing (descriptions, messages), never the patient they are about.

export type ExportPart = { name: string; gather: (db: Db, userId: number) => Promise<unknown> };

const BATCH = 500;

async function profile(db: Db, userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true, email: true, phone: true, firstName: true, lastName: true, gender: true, country: true, locale: true, bio: true,
      contactEmail: true, contactPhone: true, mssAddress: true, validationStatus: true, createdAt: true, lastLoginAt: true,
      professional: { select: { rpps: true, rppsType: true, specialtyCode: true, practices: { select: { fullAddress: true, postalCode: true } } } },
    },
  });
  const p = user.professional;
  return {
    id: user.id, email: user.email, phone: user.phone, first_name: user.firstName, last_name: user.lastName, gender: user.gender, country: user.country,
    locale: user.locale, bio: user.bio, contact_email: user.contactEmail, contact_phone: user.contactPhone, mss_address: user.mssAddress,
    validation_status: user.validationStatus.toLowerCase(), created_at: user.createdAt, last_login_at: user.lastLoginAt,
    professional: p ? { rpps: p.rpps, rpps_type: p.rppsType, specialty_code: p.specialtyCode, practices: p.practices.map((x) => ({ full_address: x.fullAddress, postal_code: x.postalCode })) } : null,
  };
}

async function settings(db: Db, userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      acceptsIndividualRequests: true, sendsIndividualRequests: true, isSearchable: true, usesSmsAlerts: true, acceptsAllSpecialties: true, acceptedSpecialtyCodes: true,
      billingSoftware: true, awayMessageActive: true, awayMessage: true, awaySince: true, awayUntil: true,
      billingInfos: { select: { label: true, number: true, isDefault: true, createdAt: true }, orderBy: { id: "asc" } },
    },
  });
  return {
    accepts_individual_requests: user.acceptsIndividualRequests, sends_individual_requests: user.sendsIndividualRequests, is_searchable: user.isSearchable,
    uses_sms_alerts: user.usesSmsAlerts, accepts_all_specialties: user.acceptsAllSpecialties, accepted_specialty_codes: user.acceptedSpecialtyCodes,
    billing_software: user.billingSoftware,
    away: { active: user.awayMessageActive, message: user.awayMessage, since: user.awaySince, until: user.awayUntil },
    billing_infos: user.billingInfos.map((b) => ({ label: b.label, number: b.number, is_default: b.isDefault, created_at: b.createdAt })),
  };
}

async function memberships(db: Db, userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { professionalId: true } });
  if (user.professionalId === null) return [];
  const rows = await db.membership.findMany({
    where: { professionalId: user.professionalId },
    orderBy: { id: "asc" },
    select: {
      status: true, title: true, isInsider: true, allTopics: true, canAdmin: true, canReply: true, canAsk: true, canSendFromGroup: true, canSupport: true,
      canShadow: true, createdAt: true, group: { select: { name: true } }, topics: { select: { topic: { select: { label: true } } } },
    },
  });
  return rows.map((m) => ({
    group: m.group.name, status: m.status.toLowerCase(), title: m.title, is_insider: m.isInsider, all_topics: m.allTopics,
    topics: m.topics.map((t) => t.topic.label), can_admin: m.canAdmin, can_reply: m.canReply, can_ask: m.canAsk,
    can_send_from_group: m.canSendFromGroup, can_support: m.canSupport, can_shadow: m.canShadow, created_at: m.createdAt,
  }));
}

async function requests(db: Db, userId: number) {
  const out: unknown[] = [];
  for (let after = 0; ; ) {
    const rows = await db.request.findMany({
      where: { authorId: userId, id: { gt: after } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: {
        id: true, status: true, createdAt: true, publishedAt: true, lastActivityDate: true, recipientType: true, description: true,
        recipientProfessional: { select: { firstName: true, lastName: true } }, recipientGroup: { select: { name: true } }, recipientTopic: { select: { label: true } },
        senderGroup: { select: { name: true } }, consult: { select: { status: true, actCode: true, completedAt: true } },
        messages: { where: { authorId: userId }, orderBy: { id: "asc" }, select: { content: true, status: true, publishedAt: true } },
      },
    });
    for (const r of rows) {
      const professional = r.recipientProfessional;
      out.push({
        id: r.id, status: r.status.toLowerCase(), created_at: r.createdAt, published_at: r.publishedAt, last_activity_date: r.lastActivityDate,
        recipient_type: r.recipientType.toLowerCase(),
        recipient: professional ? `${professional.firstName} ${professional.lastName}` : (r.recipientGroup?.name ?? null),
        recipient_topic: r.recipientTopic?.label ?? null, sender_group: r.senderGroup?.name ?? null, description: r.description,
        consult: r.consult ? { status: r.consult.status.toLowerCase(), act_code: r.consult.actCode, completed_at: r.consult.completedAt } : null,
        my_messages: r.messages.map((m) => ({ content: m.content, status: m.status.toLowerCase(), published_at: m.publishedAt })),
      });
    }
    if (rows.length < BATCH) return out;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** In the order they are gathered; the progress counts them. */
export const EXPORT_PARTS: readonly ExportPart[] = [
  { name: "profile", gather: profile },
  { name: "settings", gather: settings },
  { name: "memberships", gather: memberships },
  { name: "requests", gather: requests },
];
