import type { FieldNode, GraphQLResolveInfo } from "graphql";
import type { Viewer } from "../../domain/viewer.ts";
import type { FeedRowShape } from "../../domain/requests/feed-rows.ts";

/** A feed-row selection as Pothos planned it: the select readSelectedFeedRows answers. */
export type FeedRowQuery = { select: FeedRowShape };

// Per operation field (yoga parses a document once per text and keeps it, so a field node stands
// for its text), a few recent plans by variables and viewer: a list's refresh, a live refetch and
// the bench repeat the same call.
const PLANS_PER_FIELD = 16;
const plans = new WeakMap<FieldNode, Map<string, FeedRowQuery>>();

/**
 * Everything a feed-row plan can depend on besides the document: the variables (a directive or an
 * argument under the rows) and the viewer (the rows' own participation and duty route select by
 * the viewer's ids). Plans that read the clock or the language select columns outside a feed row,
 * so they are never kept (request-feed.ts keeps only what isFeedRowSelection accepts).
 */
function keyOf(info: GraphQLResolveInfo, viewer: Viewer): string {
  return JSON.stringify([viewer.userId, viewer.professionalId, viewer.isSuper, info.variableValues.coerced]);
}

/**
 * Issue 18: planning the rows' select from the operation (Pothos's queryFromInfo) was the largest
 * cost of a feed page in the GraphQL layer after the executor itself, repeated identically on
 * every call of the same list. A kept plan is a frozen copy: callers only read it.
 */
export const feedRowPlans = {
  get(info: GraphQLResolveInfo, viewer: Viewer): FeedRowQuery | undefined {
    const node = info.fieldNodes[0];
    if (!node || info.fieldNodes.length !== 1) return undefined;
    return plans.get(node)?.get(keyOf(info, viewer));
  },
  keep(info: GraphQLResolveInfo, viewer: Viewer, query: FeedRowQuery): void {
    const node = info.fieldNodes[0];
    if (!node || info.fieldNodes.length !== 1) return;
    let kept = plans.get(node);
    if (!kept) plans.set(node, (kept = new Map()));
    if (kept.size >= PLANS_PER_FIELD) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    // A copy: the plan's own object stays the call's, whatever Pothos does with it later.
    kept.set(keyOf(info, viewer), deepFreeze(structuredClone(query)));
  },
};

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
