import { Kind, TypeInfo, getNamedType, getOperationAST, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from "graphql";
import type { PartnerScope } from "../../domain/interop/partner-scopes.ts";

/**
 * Issue 24: what a partner application's token may reach in the schema. Root fields are opened
 * by scope, one by one; a root field not listed here is the doctor's own hands only (login,
 * passwords, sessions, identity, settings, groups' administration, planning, admin), so a new
 * field is closed to partners until someone decides otherwise.
 */
export const ROOT_FIELD_SCOPES: Record<string, PartnerScope | "any"> = {
  // profile:read: who the doctor is, their counters and tutorial.
  "Query.viewer": "profile:read",
  "Query.tutorial": "profile:read",
  "Query.notificationCounts": "profile:read",
  "Subscription.notificationCountsChanged": "profile:read",
  // requests:read: requests, consults, messages, files and patients the doctor may read.
  "Query.requests": "requests:read",
  "Query.viewerCanStartRequest": "requests:read",
  "Query.senderContexts": "requests:read",
  "Query.recipientContexts": "requests:read",
  "Query.messageTemplates": "requests:read",
  // Any token may refetch by global id: what it loads is gated by type (NODE_TYPE_SCOPES).
  "Query.node": "any",
  "Query.nodes": "any",
  "Subscription.requestEvent": "requests:read",
  "Subscription.requestUpdated": "requests:read",
  // requests:write: what the request and consult screens do.
  "Mutation.createRequest": "requests:write",
  "Mutation.updateDraft": "requests:write",
  "Mutation.deleteDraft": "requests:write",
  "Mutation.publishRequest": "requests:write",
  "Mutation.publishMessage": "requests:write",
  "Mutation.saveMessageDraft": "requests:write",
  "Mutation.markRequestRead": "requests:write",
  "Mutation.markRequestUnread": "requests:write",
  "Mutation.assignRequest": "requests:write",
  "Mutation.joinRequest": "requests:write",
  "Mutation.transferRequest": "requests:write",
  "Mutation.setRequesterContact": "requests:write",
  "Mutation.completeConsult": "requests:write",
  "Mutation.rejectConsult": "requests:write",
  "Mutation.updateConsultTags": "requests:write",
  "Mutation.saveConsultSurvey": "requests:write",
  "Mutation.deleteRequestFile": "requests:write",
  "Mutation.createPatient": "requests:write",
  "Mutation.updatePatient": "requests:write",
  "Mutation.startInteropDraft": "requests:write",
  "Mutation.prepareInteropDraft": "requests:write",
  "Mutation.convertInteropDraft": "requests:write",
  "Mutation.generatePrescription": "requests:write",
  "Mutation.attachPrescription": "requests:write",
  "Mutation.transferReport": "requests:write",
  // directory:read: finding colleagues, groups and places.
  "Query.directory": "directory:read",
  "Query.directoryGroups": "directory:read",
  "Query.directorySpecialtyTags": "directory:read",
  "Query.directoryStart": "directory:read",
  "Query.recipientSearch": "directory:read",
  "Query.specialties": "directory:read",
  "Query.communes": "directory:read",
  "Query.place": "directory:read",
  "Query.placesAutocomplete": "directory:read",
  "Query.publicGroup": "directory:read",
  "Query.contacts": "directory:read",
  "Query.groups": "directory:read",
  // billing:read: the doctor's statement of acts.
  "Query.statement": "billing:read",
};

/**
 * Types that carry more than their root field's scope says, wherever they are reached from
 * (`viewer { billingInfos }`, say): a scope, or "never" for what stays in the doctor's hands.
 */
export const TYPE_SCOPES: Record<string, PartnerScope | "never"> = {
  BillingInfo: "billing:read",
  Statement: "billing:read",
  StatementMonth: "billing:read",
  StatementSide: "billing:read",
  StatementTotal: "billing:read",
  Settings: "profile:read",
  CalendarFeed: "never",
  DataExport: "never",
  GroupDataExport: "never",
  DeviceSession: "never",
  Integration: "never",
  IntegrationGroup: "never",
  IntegrationPatient: "never",
  IntegrationProfessional: "never",
  IntegrationTasks: "never",
};

/** What `node(id)` and `nodes(ids)` may load for a partner, by type; a type not listed loads nothing. */
export const NODE_TYPE_SCOPES: Record<string, PartnerScope> = {
  Request: "requests:read",
  Message: "requests:read",
  File: "requests:read",
  Patient: "requests:read",
  MessageTemplate: "requests:read",
  Professional: "directory:read",
  User: "directory:read",
  Group: "directory:read",
  Topic: "directory:read",
  Contact: "directory:read",
  Membership: "directory:read",
  BillingInfo: "billing:read",
};

/**
 * The first field of the operation the scopes do not open, or null when all are open. Every
 * field of the document is checked, fragments included, so a nested path cannot reach a type
 * its root field does not cover.
 */
export function fieldBeyondScopes(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, scopes: ReadonlySet<PartnerScope>): string | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null;
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  const typeInfo = new TypeInfo(schema);
  let refused: string | null = null;
  const check = (definition: DocumentNode["definitions"][number]) =>
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          if (refused) return false;
          const parent = typeInfo.getParentType()?.name;
          const fieldName = node.name.value;
          if (!parent || fieldName.startsWith("__")) return undefined;
          if (roots.has(parent)) {
            const scope = ROOT_FIELD_SCOPES[`${parent}.${fieldName}`];
            const open = scope === "any" ? scopes.size > 0 : scope !== undefined && scopes.has(scope);
            if (!open) refused = `${parent}.${fieldName}`;
          }
          const returned = typeInfo.getFieldDef()?.type;
          const named = returned ? getNamedType(returned).name : null;
          const needed = named ? TYPE_SCOPES[named] : undefined;
          if (!refused && needed && (needed === "never" || !scopes.has(needed))) refused = `${parent}.${fieldName}`;
          return undefined;
        },
      }),
    );
  check(operation);
  // Fragments are visited on their own, with their type condition as the parent.
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION && !refused) check(definition);
  return refused;
}
