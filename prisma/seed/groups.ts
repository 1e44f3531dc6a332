import type { Prisma } from "../../api/src/db/generated/prisma/client.ts";
import { FORMS, GROUP_CATALOG, type GroupSeed, type TopicSeed } from "./group-catalog.ts";
import { REFERENCE_DATE, DURATION, daysAgo, type Random } from "./random.ts";
import type { SeedUser } from "./users.ts";
import { townNamed } from "./towns.ts";

// Groups with their topics, tags, memberships (every status and capability), planning and
// meetings, plus the lookups the request generator needs (who answers which topic).

/** A topic requests can be sent to, with what the demo cases need to fit it. */
export type RecipientTarget = {
  groupId: number;
  topicId: number;
  country: string;
  expertUserIds: number[];
  label: string;
  groupName: string;
  /** Specialty of who answers. */
  specialty: string | null;
  specific: boolean;
  form: TopicSeed["form"] | null;
  /** Requesters' specialties the topic accepts; null: all. */
  acceptedSpecialtyCodes: string[] | null;
  recipientProfessionalMode: "PREVENT" | "ALLOW" | "REQUIRE";
};
export type SenderTarget = { groupId: number; topicId: number; memberUserIds: number[] };

type TopicRow = Prisma.TopicCreateManyInput & { id: number };
type MembershipRow = Prisma.MembershipCreateManyInput & { id: number };

export type GroupData = {
  groups: Prisma.GroupCreateManyInput[];
  topics: TopicRow[];
  tags: Prisma.TagCreateManyInput[];
  topicTags: Prisma.TopicTagCreateManyInput[];
  memberships: MembershipRow[];
  membershipTopics: Prisma.MembershipTopicCreateManyInput[];
  planningEvents: Prisma.PlanningEventCreateManyInput[];
  planningEventTopics: Prisma.PlanningEventTopicCreateManyInput[];
  meetings: Prisma.MeetingCreateManyInput[];
  meetingProfessionals: Prisma.MeetingProfessionalCreateManyInput[];
  invitations: Prisma.InvitationCreateManyInput[];
  templates: Prisma.MessageTemplateCreateManyInput[];
  recipientTargets: RecipientTarget[];
  senderTargets: SenderTarget[];
};

type DemoMembership = { group: string; userId: number; admin?: boolean; reply?: boolean; ask?: boolean };

/** Fixed roles of the demo accounts (user ids 1–5, see users.ts). */
const DEMO_MEMBERSHIPS: readonly DemoMembership[] = [
  { group: "Réseau cardiologie Auvergne-Rhône-Alpes", userId: 2, reply: true },
  { group: "CPTS Tours Nord", userId: 3, admin: true, ask: true },
  { group: "CPTS Tours Nord", userId: 1, ask: true },
  { group: "Gériatrie Centre-Val de Loire", userId: 3, admin: true, reply: true },
  { group: "Hausarztnetz Berlin-Mitte", userId: 5, admin: true, ask: true },
];

function leafTopics(seed: GroupSeed): TopicSeed[] {
  const leaves: TopicSeed[] = [];
  const walk = (topics: readonly TopicSeed[]) => {
    for (const topic of topics) {
      if (topic.children) walk(topic.children);
      else leaves.push(topic);
    }
  };
  walk(seed.topics);
  return leaves;
}

export function buildGroups(rng: Random, users: SeedUser[]): GroupData {
  const data: GroupData = {
    groups: [], topics: [], tags: [], topicTags: [], memberships: [], membershipTopics: [], planningEvents: [],
    planningEventTopics: [], meetings: [], meetingProfessionals: [], invitations: [], templates: [], recipientTargets: [], senderTargets: [],
  };
  const userByProfessional = new Map(users.flatMap((u) => (u.professional ? [[u.professional.id, u] as const] : [])));
  const allProfessionals = users.flatMap((u) => (u.professional ? [u.professional] : []));

  for (const [index, seed] of GROUP_CATALOG.entries()) {
    const groupId = index + 1;
    const town = townNamed(seed.town);
    data.groups.push({
      id: groupId,
      name: seed.name,
      shortDescription: seed.shortDescription,
      description: `${seed.shortDescription}\n\nLes demandes sont traitées du lundi au vendredi.`,
      mode: seed.mode,
      layout: seed.layout,
      keywords: seed.keywords,
      country: seed.country,
      boundingBox: [town.lng - 1.5, town.lat - 1, town.lng + 1.5, town.lat + 1],
      maxSeats: seed.isPanel ? 10 : null,
      isPanel: seed.isPanel ?? false,
      lat: town.lat,
      lng: town.lng,
      autoAcceptsApplication: seed.autoAcceptsApplication ?? false,
      recipientType: seed.mode === "RECIPIENT" ? "GROUP" : null,
      requiresRequesterPhone: index % 5 === 0,
      extraPatientFields: seed.country === "FR" && seed.mode === "RECIPIENT" && index % 3 === 0 ? ["CAISSE", "PHONE"] : [],
      collectIpp: seed.layout === "HIERARCHY",
      createdAt: daysAgo(500 - index * 10),
    });

    const tagIds = seed.tags.map((label) => {
      const id = data.tags.length + 1;
      data.tags.push({ id, groupId, label });
      return id;
    });

    // Topics, depth first, so a hierarchy's parents exist before their children.
    const topicIdOf = new Map<TopicSeed, number>();
    const addTopics = (topics: readonly TopicSeed[], parentId: number | null) => {
      for (const [position, topic] of topics.entries()) {
        const id = data.topics.length + 1;
        topicIdOf.set(topic, id);
        data.topics.push({
          id,
          groupId,
          parentId,
          position,
          label: topic.label,
          description: topic.description ?? null,
          type: topic.type ?? "TE",
          formSchema: topic.form ? FORMS[topic.form] : undefined,
          instructions: topic.instructions ?? null,
          recipientProfessionalMode: topic.recipientProfessionalMode ?? "ALLOW",
          acceptsAllSpecialties: !topic.specialtyCodes,
          acceptedSpecialtyCodes: topic.specialtyCodes ?? [],
          meetingAssignmentMode: topic.type === "MEETING" ? (topic.meetingAssignment ?? "AUTOMATIC") : "MANUAL",
          hasVideoCall: topic.type === "MEETING",
          // One topic is away, so the away banner has something to show.
          awayMessageActive: seed.name.startsWith("Dermatologie Île") && position === 1,
          awayMessage: seed.name.startsWith("Dermatologie Île") && position === 1 ? "Congés d'hiver : réponses à partir du 5 janvier." : null,
        });
        for (const tagId of tagIds.slice(0, 2)) if (!topic.children) data.topicTags.push({ topicId: id, tagId });
        if (topic.children) addTopics(topic.children, id);
      }
    };
    addTopics(seed.topics, null);
    const leaves = leafTopics(seed);

    // Members: people of the group's country, experts of the group's specialty first.
    const wanted = new Set([seed.expertSpecialty, ...leaves.flatMap((t) => (t.answeredBy ? [t.answeredBy] : []))].filter(Boolean));
    const sameCountry = allProfessionals.filter((p) => p.country === seed.country && p.id > 5);
    const specialists = sameCountry.filter((p) => wanted.has(p.specialtyCode));
    const others = sameCountry.filter((p) => !wanted.has(p.specialtyCode));
    const pool = seed.mode === "RECIPIENT" ? [...rng.sample(specialists, seed.size), ...rng.sample(others, 3)] : rng.sample(others, seed.size);

    const demo = DEMO_MEMBERSHIPS.filter((m) => m.group === seed.name);
    const members = [
      ...demo.map((m) => ({ professionalId: users[m.userId - 1]?.professional?.id ?? 0, demo: m })),
      ...pool.map((p) => ({ professionalId: p.id, demo: undefined })),
    ];
    const seen = new Set<number>();
    for (const [position, member] of members.entries()) {
      if (seen.has(member.professionalId)) continue;
      seen.add(member.professionalId);
      const user = userByProfessional.get(member.professionalId);
      const id = data.memberships.length + 1;
      const roll = rng.next();
      const status = member.demo || position < 2 ? "ONGOING" : !user ? "INVITED" : roll < 0.08 ? "APPLYING" : roll < 0.14 ? "INVITED" : "ONGOING";
      const recipient = seed.mode === "RECIPIENT";
      const isExpert = recipient && (member.demo?.reply ?? wanted.has(allProfessionals.find((p) => p.id === member.professionalId)?.specialtyCode ?? ""));
      const allTopics = member.demo ? true : rng.chance(0.6);
      const row: MembershipRow = {
        id,
        groupId,
        professionalId: member.professionalId,
        status,
        title: member.demo?.admin || position === 0 ? (recipient ? "Coordinateur" : "Président") : null,
        isInsider: status === "ONGOING",
        allTopics,
        canAdmin: Boolean(member.demo?.admin) || (!member.demo && position === demo.length),
        canReply: isExpert,
        canAsk: !recipient || Boolean(member.demo?.ask),
        canSendFromGroup: !recipient && (Boolean(member.demo?.ask) || rng.chance(0.7)),
        canSupport: recipient && rng.chance(0.1),
        canShadow: recipient && rng.chance(0.2),
        canIntegrateAct: seed.country === "FR" && recipient && rng.chance(0.15),
        canIntegrateReport: seed.country === "FR" && recipient && rng.chance(0.15),
        welcomedAt: status === "ONGOING" ? daysAgo(rng.int(30, 400)) : null,
        createdAt: daysAgo(rng.int(30, 450)),
      };
      data.memberships.push(row);
      const ownTopics = allTopics ? [] : rng.sample(leaves, Math.max(1, Math.ceil(leaves.length / 2)));
      for (const topic of ownTopics) data.membershipTopics.push({ membershipId: id, topicId: topicIdOf.get(topic) ?? 0 });
      if (status === "INVITED") {
        data.invitations.push({ membershipId: id, invitedProfessionalId: member.professionalId, invitedById: null, contact: user?.email ?? null, createdAt: daysAgo(rng.int(1, 40)) });
      }
      if (row.canReply && status === "ONGOING" && rng.chance(0.35)) addPlanning(rng, data, id, allTopics ? [] : ownTopics.map((t) => topicIdOf.get(t) ?? 0));
    }

    // Who answers or sends what, for the request generator.
    const groupMembers = data.memberships.filter((m) => m.groupId === groupId && m.status === "ONGOING");
    for (const leaf of leaves) {
      const topicId = topicIdOf.get(leaf) ?? 0;
      if (leaf.type === "MEETING") {
        addMeetings(rng, data, topicId, groupMembers.map((m) => m.professionalId));
        continue;
      }
      const coversTopic = (m: MembershipRow) => m.allTopics || data.membershipTopics.some((t) => t.membershipId === m.id && t.topicId === topicId);
      const userIds = groupMembers.filter(coversTopic).flatMap((m) => {
        const user = userByProfessional.get(m.professionalId);
        return user ? [{ userId: user.id, membership: m }] : [];
      });
      if (seed.mode === "RECIPIENT") {
        data.recipientTargets.push({
          groupId,
          topicId,
          country: seed.country,
          expertUserIds: userIds.filter((u) => u.membership.canReply).map((u) => u.userId),
          label: leaf.label,
          groupName: seed.name,
          specialty: leaf.answeredBy ?? seed.expertSpecialty ?? null,
          specific: leaf.specific ?? false,
          form: leaf.form ?? null,
          acceptedSpecialtyCodes: leaf.specialtyCodes ?? null,
          recipientProfessionalMode: leaf.recipientProfessionalMode ?? "ALLOW",
        });
        data.templates.push({ label: "Demande de compléments", content: "Merci pour votre demande. Pourriez-vous préciser les antécédents et le traitement en cours ?", topicId });
      } else {
        data.senderTargets.push({ groupId, topicId, memberUserIds: userIds.filter((u) => u.membership.canSendFromGroup).map((u) => u.userId) });
      }
    }
  }
  return data;
}

function addPlanning(rng: Random, data: GroupData, membershipId: number, topicIds: number[]) {
  const always = rng.chance(0.3);
  const weeks = always ? 1 : 6;
  for (let week = 0; week < weeks; week++) {
    const id = data.planningEvents.length + 1;
    const start = always ? null : new Date(REFERENCE_DATE.getTime() + week * 7 * DURATION.day + rng.int(0, 4) * DURATION.day);
    data.planningEvents.push({ id, membershipId, start, end: start ? new Date(start.getTime() + 10 * DURATION.hour) : null, allTopics: topicIds.length === 0 });
    for (const topicId of topicIds) data.planningEventTopics.push({ planningEventId: id, topicId });
  }
}

function addMeetings(rng: Random, data: GroupData, topicId: number, professionalIds: number[]) {
  for (const offsetDays of [-42, -14, 21, 49]) {
    const id = data.meetings.length + 1;
    const scheduledAt = new Date(REFERENCE_DATE.getTime() + offsetDays * DURATION.day + 9 * DURATION.hour);
    const mode = rng.pick(["INTERNAL", "EXTERNAL", "NO_VIDEO"] as const);
    data.meetings.push({
      id,
      topicId,
      scheduledAt,
      label: offsetDays < 0 ? "Séance mensuelle" : null,
      videoCallMode: mode,
      externalVideoLink: mode === "EXTERNAL" ? `https://visio.example.org/rcp-${topicId}-${id}` : null,
    });
    for (const professionalId of rng.sample(professionalIds, 3)) data.meetingProfessionals.push({ meetingId: id, professionalId });
  }
}
