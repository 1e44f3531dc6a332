import type { Plugin } from "graphql-yoga";
import { GraphQLError, Kind, visit, type ASTNode, type DocumentNode } from "graphql";
import type { CallContext } from "../call/call-context.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import { cleanInputText, MAX_INPUT_DEPTH } from "../domain/input-text.ts";
import { cleanText } from "../domain/rules/control-characters.ts";

type Cleaned<T> = { ok: true; value: T } | { ok: false; field: string | undefined };

/** The argument or input field a literal sits in: the innermost one among its ancestors. */
function fieldOf(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i];
    if (node && "kind" in node && (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD)) return node.name.value;
  }
  return undefined;
}

// yoga's parse cache hands the same DocumentNode to every call of the same query: walk it once.
const cleanedDocuments = new WeakMap<DocumentNode, Cleaned<DocumentNode>>();

function cleanDocument(document: DocumentNode): Cleaned<DocumentNode> {
  let cleaned = cleanedDocuments.get(document);
  if (!cleaned) cleanedDocuments.set(document, (cleaned = cleanLiterals(document)));
  return cleaned;
}

/** The document with its string literals cleaned; the same object when none needed it. */
function cleanLiterals(document: DocumentNode): Cleaned<DocumentNode> {
  let refused: { field: string | undefined } | undefined;
  const cleaned = visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (refused) return undefined;
      const text = cleanText(node.value);
      if (text === null) {
        refused = { field: fieldOf(parent ? [...ancestors, parent as ASTNode] : ancestors) };
        return undefined;
      }
      return text === node.value ? undefined : { ...node, value: text };
    },
  });
  return refused ? { ok: false, ...refused } : { ok: true, value: cleaned };
}

type OperationHook = {
  args: { document: DocumentNode; variableValues?: unknown; contextValue: CallContext };
  setResultAndStopExecution(result: { errors: GraphQLError[] }): void;
};

/**
 * The GraphQL side of the one text rule (domain/input-text.ts): every string of the variables
 * and every string literal of the document, whatever argument or input type it feeds, before
 * any resolver or scalar reads it. HTTP and the WebSocket alike (onExecute and onSubscribe).
 */
function cleanOperation({ args, setResultAndStopExecution }: OperationHook): void {
  const refuse = (field: string | undefined) => {
    const extensions = { code: "validation_failed", ...(field ? { field } : {}), detail: `Text may not hold NUL or lone UTF-16 surrogates; input nests ${MAX_INPUT_DEPTH} levels at most` };
    setResultAndStopExecution({ errors: [new GraphQLError(errorMessage("validation_failed", args.contextValue.locale), { extensions })] });
  };
  const variables = cleanInputText(args.variableValues ?? undefined);
  if (!variables.ok) return refuse(variables.field);
  const document = cleanDocument(args.document);
  if (!document.ok) return refuse(document.field);
  // envelop runs execute with these same args once every hook has run.
  args.document = document.value;
  if (args.variableValues) args.variableValues = variables.value as Record<string, unknown>;
}

export const inputTextPlugin: Plugin<CallContext> = {
  onExecute: cleanOperation,
  onSubscribe: cleanOperation,
};
