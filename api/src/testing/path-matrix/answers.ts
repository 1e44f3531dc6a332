import { dbIdOf } from "../authorization-matrix/world.ts";
import { PROTECTED_NODE_TYPES, type ProtectedNodeType } from "./world.ts";

export type GraphQLAnswer = { data?: unknown; errors?: readonly { message?: string; extensions?: { code?: unknown } }[] };

/** What one probe saw: the protected rows in the answer, by type, and the error codes. */
export type Seen = { rows: { type: ProtectedNodeType; id: number }[]; typenames: Set<string>; codes: string[] };

const isProtectedNodeType = (value: unknown): value is ProtectedNodeType => typeof value === "string" && (PROTECTED_NODE_TYPES as readonly string[]).includes(value);

/** Every object in the answer that carries a protected type's global id, and every typename met. */
export function seenIn(answer: GraphQLAnswer): Seen {
  const seen: Seen = { rows: [], typenames: new Set(), codes: [] };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const object = value as Record<string, unknown>;
    const typename = object.__typename;
    if (typeof typename === "string") seen.typenames.add(typename);
    if (isProtectedNodeType(typename) && typeof object.id === "string") seen.rows.push({ type: typename, id: dbIdOf(object.id) });
    for (const child of Object.values(object)) visit(child);
  };
  visit(answer.data);
  for (const error of answer.errors ?? []) seen.codes.push(typeof error.extensions?.code === "string" ? error.extensions.code : `uncoded: ${error.message ?? ""}`);
  return seen;
}

/** The objects an answer holds at the end of a path (lists flattened, connections read through their edges). */
export function objectsAlong(data: unknown, path: { steps: readonly { field: string; connection: boolean; type: string }[] }): Record<string, unknown>[] {
  let current: unknown[] = [data];
  for (const step of path.steps) {
    const next: Record<string, unknown>[] = [];
    for (const parent of current.flat(2)) {
      if (parent === null || typeof parent !== "object") continue;
      let value = (parent as Record<string, unknown>)[step.field];
      if (step.connection) value = ((value as { edges?: { node?: unknown }[] } | null)?.edges ?? []).map((edge) => edge.node);
      for (const item of [value].flat(2)) {
        if (item !== null && typeof item === "object" && (item as Record<string, unknown>).__typename === step.type) next.push(item as Record<string, unknown>);
      }
    }
    current = next;
  }
  return current as Record<string, unknown>[];
}

/** Whether an error was raised below the root field (it may have hidden the rest of that root's answer). */
export function hasNestedError(answer: GraphQLAnswer): boolean {
  return (answer.errors ?? []).some((error) => Array.isArray((error as { path?: unknown[] }).path) && ((error as { path: unknown[] }).path.length > 1));
}
