import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from "graphql";

// Limits on the shape of a query, so that one HTTP call cannot be made arbitrarily expensive
// (deep nesting) or multiply a guarded field (aliases are counted across the whole document).
export const MAX_DEPTH = 12;
export const MAX_ALIASES = 15;
export const MAX_DOCUMENT_LENGTH = 20_000;
/** A whole GraphQL POST body: the document plus its variables. */
export const MAX_GRAPHQL_BODY_BYTES = 64 * 1024;
/** Any list argument (ids of `nodes`, and every list input to come). */
export const MAX_LIST_ARGUMENT = 100;

function depthOf(selectionSet: SelectionSetNode | undefined, context: ValidationContext, seen: Set<string>): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, context, seen) : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, context, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name)) continue;
      const fragment = context.getFragment(name);
      deepest = Math.max(deepest, depthOf(fragment?.selectionSet, context, new Set([...seen, name])));
    }
  }
  return deepest;
}

export const maxDepthRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(node) {
    const depth = depthOf(node.selectionSet, context, new Set());
    if (depth > MAX_DEPTH) {
      context.reportError(new GraphQLError(`Query is too deep (${depth} > ${MAX_DEPTH})`, { nodes: [node], extensions: { code: "validation_failed" } }));
    }
  },
});

export const maxAliasesRule: ValidationRule = (context): ASTVisitor => {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) {
        context.reportError(new GraphQLError(`Too many aliases (more than ${MAX_ALIASES})`, { nodes: [node], extensions: { code: "validation_failed" } }));
      }
    },
  };
};

export const maxListLiteralRule: ValidationRule = (context): ASTVisitor => ({
  ListValue(node) {
    if (node.values.length > MAX_LIST_ARGUMENT) {
      context.reportError(new GraphQLError(`Too many items in a list (more than ${MAX_LIST_ARGUMENT})`, { nodes: [node], extensions: { code: "validation_failed" } }));
    }
  },
});

/** A list longer than the cap anywhere in the variables (nested inputs included). */
export function hasOversizedList(value: unknown, depth = 0): boolean {
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.length > MAX_LIST_ARGUMENT || value.some((item) => hasOversizedList(item, depth + 1));
  return Object.values(value).some((item) => hasOversizedList(item, depth + 1));
}
