import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from "graphql";

// Limits on the shape of a query, so that one HTTP call cannot be made arbitrarily expensive
// (deep nesting) or multiply a guarded field (aliases are counted across the whole document).
export const MAX_DEPTH = 12;
export const MAX_ALIASES = 15;
export const MAX_DOCUMENT_LENGTH = 20_000;
/** A whole GraphQL POST body: the document plus its variables. */
export const MAX_GRAPHQL_BODY_BYTES = 64 * 1024;
/** Nesting of braces, brackets and parentheses in the text, checked before parsing (whose recursion it bounds). */
export const MAX_NESTING = 64;
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

/**
 * The deepest nesting of `{`, `[` and `(` in a document, outside strings and comments. Checked
 * on the text, before the parser recurses into it: 5,000 levels fit in the size limit and would
 * overflow the parser's stack.
 */
export function nestingDepth(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "#") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? source.indexOf('"""', i + 3) : nextQuote(source, i + 1);
      if (end < 0) break;
      i = block ? end + 2 : end;
    } else if (c === "{" || c === "[" || c === "(") {
      deepest = Math.max(deepest, ++depth);
    } else if (c === "}" || c === "]" || c === ")") {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

function nextQuote(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (source[i] === '"' || source[i] === "\n") return i;
  }
  return -1;
}
