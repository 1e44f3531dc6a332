import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import type { CallContext } from "../../call/call-context.ts";
import type { AccessTarget } from "../../domain/ports.ts";

type TargetOf = (parent: Record<string, unknown>) => AccessTarget | null;

const numberIn = (parent: Record<string, unknown>, key: string): number | null => {
  const value = parent[key];
  return typeof value === "number" ? value : null;
};

const requestRead = (requestId: number | null): AccessTarget | null => (requestId === null ? null : { type: "request", id: requestId, requestId });

/**
 * The fields that give away patient data, per type, and what reading them counts as. A message or
 * a file read is a read of its request (one entry per request per operation, however many of its
 * messages a page shows); a patient read on its own (node, `patients`) names the patient, and a
 * request's patient is part of the request's read.
 * Fields that only describe a row's state (status, dates, capabilities) are not patient data.
 */
const RECORDED: Record<string, { fields: ReadonlySet<string> | "all-but-ids"; target: TargetOf }> = {
  Request: {
    fields: new Set(["description", "formText", "formValue", "iep", "patient", "messages", "files", "consult", "viewerDraftMessage", "samePatientRequests"]),
    target: (request) => requestRead(numberIn(request, "id")),
  },
  Message: { fields: new Set(["content"]), target: (message) => requestRead(numberIn(message, "requestId")) },
  File: { fields: new Set(["name", "url"]), target: (file) => requestRead(numberIn(file, "requestId")) },
  Patient: {
    fields: "all-but-ids",
    target: (patient) => {
      const id = numberIn(patient, "id");
      return id === null ? null : { type: "patient", id, requestId: null };
    },
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Records reads of patient data at the types that hold it, whatever path led there: `node`,
 * `nodes`, the feed, a group's page, a subscription, a mutation's payload. Recording at the type
 * rather than in each loader is what makes a new path covered without anyone thinking of it.
 * The wrapped resolvers run after the gate let the row through, so a hidden row (null) is never
 * recorded as read. The call's recorder keeps one entry per request per operation.
 */
export function recordPatientDataReads(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, rule] of Object.entries(RECORDED)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`access trail: ${typeName} is not an object type of the schema`);
    for (const field of Object.values(type.getFields())) {
      const recorded = rule.fields === "all-but-ids" ? field.name !== "id" && field.name !== "databaseId" : rule.fields.has(field.name);
      if (!recorded) continue;
      const resolve: GraphQLFieldResolver<unknown, CallContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (parent, args, context, info) => {
        // A request's own patient is part of the request's read (one entry, not two per feed row).
        const viaRequest = typeName === "Patient" && info.path.prev?.typename === "Request";
        const target = isRecord(parent) && !viaRequest ? rule.target(parent) : null;
        if (target) context.trail.read(target);
        return resolve(parent, args, context, info);
      };
    }
  }
  return schema;
}
