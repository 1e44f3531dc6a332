import { NODE_TYPE_SCOPES } from "./interop/partner-scopes.ts";
import type { PartnerScope } from "../domain/interop/partner-scopes.ts";
import { brandWithType } from "@pothos/core";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import { ownContactWhere, visibleProfessionalWhere, visibleUserWhere } from "../domain/directory/access.ts";
import { visibleGroupWhere, visibleTopicWhere } from "../domain/groups/access.ts";
import { readableMembershipWhere } from "../domain/groups/membership-access.ts";
import { readableTemplateWhere } from "../domain/groups/template-access.ts";
import { readableMeetingWhere } from "../domain/meetings/access.ts";
import { ownBillingInfoWhere } from "../domain/billing/access.ts";
import type { CallContext } from "../call/call-context.ts";
import { toDbId } from "./ids.ts";
import { MAX_LIST_ARGUMENT } from "./limits.ts";
import { findReadableRequests } from "../domain/requests/gate.ts";
import { findReadablePatients } from "../domain/patients/gate.ts";
import { findReadableMessages } from "../domain/messages/gate.ts";
import { findReadableFiles } from "../domain/files/gate.ts";

type Row = { id: number };
// The select/include that Pothos computed for the fields asked under the node.
type Query = Record<string, unknown>;
type Loader = (context: CallContext, ids: number[], query: Query) => Promise<Row[]>;

/**
 * One query per Node type, whatever the number of ids, each ANDed with the type's access
 * filter: a row the viewer may not see comes back null, exactly like a missing one.
 * A Node type without a loader here cannot be fetched by id (and the access-coverage test fails).
 */
export const nodeLoaders: Record<string, Loader> = {
  Request: (c, ids, q) => findReadableRequests(c.prisma, c.viewer, { id: { in: ids } }, q),
  Message: (c, ids, q) => findReadableMessages(c.prisma, c.viewer, ids, q),
  File: (c, ids, q) => findReadableFiles(c.prisma, c.viewer, ids, q),
  Patient: (c, ids, q) => findReadablePatients(c.prisma, c.viewer, ids, q),
  User: (c, ids, q) => c.prisma.user.findMany({ ...q, where: { id: { in: ids }, AND: [visibleUserWhere(c.viewer)] } }),
  Professional: (c, ids, q) => c.prisma.professional.findMany({ ...q, where: { id: { in: ids }, AND: [visibleProfessionalWhere(c.viewer)] } }),
  Contact: (c, ids, q) => c.prisma.contact.findMany({ ...q, where: { id: { in: ids }, AND: [ownContactWhere(c.viewer)] } }),
  Group: (c, ids, q) => c.prisma.group.findMany({ ...q, where: { id: { in: ids }, AND: [visibleGroupWhere(c.viewer)] } }),
  Topic: (c, ids, q) => c.prisma.topic.findMany({ ...q, where: { id: { in: ids }, AND: [visibleTopicWhere(c.viewer)] } }),
  Membership: (c, ids, q) => c.prisma.membership.findMany({ ...q, where: { id: { in: ids }, AND: [readableMembershipWhere(c.viewer)] } }),
  MessageTemplate: (c, ids, q) => c.prisma.messageTemplate.findMany({ ...q, where: { id: { in: ids }, AND: [readableTemplateWhere(c.viewer)] } }),
  Meeting: (c, ids, q) => c.prisma.meeting.findMany({ ...q, where: { id: { in: ids }, AND: [readableMeetingWhere(c.viewer)] } }),
  BillingInfo: (c, ids, q) => c.prisma.billingInfo.findMany({ ...q, where: { id: { in: ids }, AND: [ownBillingInfoWhere(c.viewer)] } }),
};

// The Node interface tells a row's type by this brand; typenames here are runtime strings
// checked against `nodeLoaders`, which Pothos' compile-time name union cannot express.
const brandNode = brandWithType as (value: unknown, typename: string) => void;

type GlobalId = { typename: string; id: string } | null | undefined;

/** `node` and `nodes`: ids grouped by type, one access-filtered query per type, answers in the asked order. */
function partnerMayLoad(scopes: ReadonlySet<PartnerScope>, typename: string): boolean {
  const scope = NODE_TYPE_SCOPES[typename];
  return scope !== undefined && scopes.has(scope);
}

export async function loadNodes(context: CallContext, info: GraphQLResolveInfo, globalIds: readonly GlobalId[]): Promise<(Row | null)[]> {
  if (globalIds.length > MAX_LIST_ARGUMENT) {
    throw new GraphQLError(errorMessage("validation_failed", context.locale), { extensions: { code: "validation_failed", field: "ids", max: MAX_LIST_ARGUMENT } });
  }
  const idsByType = new Map<string, Set<number>>();
  for (const globalId of globalIds) {
    const id = globalId ? toDbId(globalId.id) : 0;
    if (!globalId || id === 0 || !Object.hasOwn(nodeLoaders, globalId.typename)) continue;
    // A partner's token loads only the types of its scopes (issue 24); the others look missing.
    if (context.partner && !partnerMayLoad(context.partner.scopes, globalId.typename)) continue;
    const ids = idsByType.get(globalId.typename) ?? new Set<number>();
    ids.add(id);
    idsByType.set(globalId.typename, ids);
  }
  const found = new Map<string, Row>();
  await Promise.all(
    [...idsByType].map(async ([typename, ids]) => {
      const loader = nodeLoaders[typename];
      if (!loader) return;
      const query = (await queryFromInfo({ context, info, typeName: typename, awaitSelections: true })) as Query;
      for (const row of await loader(context, [...ids], query)) {
        brandNode(row, typename);
        found.set(`${typename}:${row.id}`, row);
      }
    }),
  );
  return globalIds.map((globalId) => (globalId ? (found.get(`${globalId.typename}:${toDbId(globalId.id)}`) ?? null) : null));
}
