import { getNamedType, isInterfaceType, isLeafType, isNonNullType, isObjectType, isUnionType, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from "graphql";

// Every way a query can reach patient data: the paths of the schema, from each root field, from
// `node` for each Node type and from each subscription, to each protected type, walked to the
// depth the server accepts (graphql/limits.ts MAX_DEPTH), so a nested field that loads a
// protected row without its gate (issue 17 H1: Group.requests) cannot hide below the root.

/** One hop: a field (with the literal arguments it needs) and, under an abstract type, the object type it is read on. */
export type Step = { on: string | null; field: string; args: string; connection: boolean; type: string };

export type SchemaPath = {
  root: "query" | "subscription";
  steps: Step[];
  /** The protected type the path ends on. */
  target: string;
  /** Readable name: `Query.node<Group>.requests.request.messages -> Message`. */
  key: string;
  /** Selection levels the query needs (the server refuses more than MAX_DEPTH). */
  depth: number;
};

/** A required argument's literal value, by `Type.field.argument`; null: the generator cannot fill it. */
export type ArgumentValues = (parentType: string, field: string, argument: string) => string | null;

export type PathOptions = {
  /** Types whose rows are patient data: a path ending on one is probed. */
  protectedTypes: ReadonlySet<string>;
  /** The server's depth limit: deeper paths cannot be asked. */
  maxDepth: number;
  /** How often one type may appear on a path (2: a request's same-patient requests are walked once). */
  maxVisits: number;
  argumentValues: ArgumentValues;
};

export type PathSet = { paths: SchemaPath[]; unfilled: string[] };

const CONNECTION = /Connection$/;

/** The node type of a connection type (edges { node }), or null when the type is no connection. */
function connectionNode(type: GraphQLNamedType): GraphQLNamedType | null {
  if (!isObjectType(type) || !CONNECTION.test(type.name)) return null;
  const edges = type.getFields().edges;
  if (!edges) return null;
  const edge = getNamedType(edges.type);
  const node = isObjectType(edge) ? edge.getFields().node : undefined;
  return node ? getNamedType(node.type) : null;
}

/** The object types a value of this type may be: itself, or the members of a union or interface. */
function concreteTypes(schema: GraphQLSchema, type: GraphQLNamedType): string[] {
  if (isObjectType(type)) return [type.name];
  if (isUnionType(type) || isInterfaceType(type)) return schema.getPossibleTypes(type).map((t) => t.name);
  return [];
}

function argumentsOf(parentType: string, field: GraphQLField<unknown, unknown>, values: ArgumentValues, unfilled: Set<string>): string | null {
  const parts: string[] = [];
  for (const argument of field.args) {
    if (!isNonNullType(argument.type) || argument.defaultValue !== undefined) continue;
    const value = values(parentType, field.name, argument.name);
    if (value === null) {
      unfilled.add(`${parentType}.${field.name}(${argument.name})`);
      return null;
    }
    parts.push(`${argument.name}: ${value}`);
  }
  return parts.length ? `(${parts.join(", ")})` : "";
}

function keyOf(root: "query" | "subscription", steps: Step[], target: string): string {
  const head = root === "query" ? "Query" : "Subscription";
  const hops = steps.map((step, index) => (index === 0 && step.field === "node" ? `node<${step.type}>` : step.field));
  return `${head}.${hops.join(".")} -> ${target}`;
}

/** Selection levels of a path: one per field, two more for a connection's edges and node. */
export function depthOfSteps(steps: Step[]): number {
  return steps.reduce((depth, step) => depth + (step.connection ? 3 : 1), 0) + 1;
}

/**
 * Every path from the roots to a protected type, depth-first, in a stable order. A path is
 * recorded when it arrives on a protected type, and the walk goes on below it (a request's
 * messages' files are a path of their own).
 */
export function protectedPaths(schema: GraphQLSchema, options: PathOptions): PathSet {
  const paths: SchemaPath[] = [];
  const unfilled = new Set<string>();

  function walk(root: "query" | "subscription", parent: GraphQLNamedType, on: string | null, steps: Step[], visits: Map<string, number>): void {
    if (!isObjectType(parent)) return;
    for (const field of Object.values(parent.getFields())) {
      const named = getNamedType(field.type);
      if (isLeafType(named)) continue;
      const args = argumentsOf(parent.name, field, options.argumentValues, unfilled);
      if (args === null) continue;
      const node = connectionNode(named);
      const landing = node ?? named;
      for (const concrete of concreteTypes(schema, landing)) {
        const step: Step = { on, field: field.name, args, connection: node !== null, type: concrete };
        // Below an abstract type (a union member), fields are read on the concrete type.
        const abstract = concrete !== landing.name;
        const next = [...steps, step];
        if (depthOfSteps(next) > options.maxDepth) continue;
        const seen = visits.get(concrete) ?? 0;
        const isProtected = options.protectedTypes.has(concrete);
        // A protected type met again ends the path there (a request's same-patient requests),
        // any other type met again is a loop already walked.
        if (seen >= options.maxVisits && !isProtected) continue;
        if (isProtected) paths.push({ root, steps: next, target: concrete, key: keyOf(root, next, concrete), depth: depthOfSteps(next) });
        if (seen >= options.maxVisits) continue;
        const concreteType = schema.getType(concrete);
        if (concreteType) walk(root, concreteType, abstract ? concrete : null, next, new Map([...visits, [concrete, seen + 1]]));
      }
    }
  }

  const query = schema.getQueryType();
  if (query) {
    for (const field of Object.values(query.getFields())) {
      if (field.name === "node" || field.name === "nodes") continue;
      walkRootField("query", query.name, field);
    }
    // node(id) on every Node type: the loader of each type is a door of its own.
    const nodeInterface = schema.getType("Node");
    if (nodeInterface && isInterfaceType(nodeInterface)) {
      for (const type of schema.getPossibleTypes(nodeInterface)) {
        const id = options.argumentValues("Query", "node", `id:${type.name}`);
        if (id === null) {
          unfilled.add(`Query.node(id) on ${type.name}`);
          continue;
        }
        const step: Step = { on: null, field: "node", args: `(id: ${id})`, connection: false, type: type.name };
        if (options.protectedTypes.has(type.name)) paths.push({ root: "query", steps: [step], target: type.name, key: keyOf("query", [step], type.name), depth: 2 });
        walk("query", type, type.name, [step], new Map([[type.name, 1]]));
      }
    }
  }
  const subscription = schema.getSubscriptionType();
  if (subscription) for (const field of Object.values(subscription.getFields())) walkRootField("subscription", subscription.name, field);

  function walkRootField(root: "query" | "subscription", rootName: string, field: GraphQLField<unknown, unknown>): void {
    const named = getNamedType(field.type);
    if (isLeafType(named)) return;
    const args = argumentsOf(rootName, field, options.argumentValues, unfilled);
    if (args === null) return;
    const node = connectionNode(named);
    const landing = node ?? named;
    for (const concrete of concreteTypes(schema, landing)) {
      const abstract = concrete !== landing.name;
      const step: Step = { on: null, field: field.name, args, connection: node !== null, type: concrete };
      if (options.protectedTypes.has(concrete)) paths.push({ root, steps: [step], target: concrete, key: keyOf(root, [step], concrete), depth: depthOfSteps([step]) });
      const concreteType = schema.getType(concrete);
      if (concreteType) walk(root, concreteType, abstract ? concrete : null, [step], new Map([[concrete, 1]]));
    }
  }

  return { paths, unfilled: [...unfilled].sort() };
}

type SelectionTree = { step: Step; children: Map<string, SelectionTree> };

const stepKey = (step: Step) => `${step.on ?? ""}|${step.field}${step.args}|${step.type}`;

function selectionOf(trees: Iterable<SelectionTree>, nodeTypes: ReadonlySet<string>): string {
  const byCondition = new Map<string | null, string[]>();
  for (const tree of trees) {
    const { step } = tree;
    // `... on Type { id }`: valid whether the field's type is the object itself, an interface or a union.
    const own = ["__typename", nodeTypes.has(step.type) ? `... on ${step.type} { id }` : "", selectionOf(tree.children.values(), nodeTypes)].filter(Boolean).join(" ");
    const body = step.connection ? `edges { node { ${own} } }` : own;
    const reads = byCondition.get(step.on) ?? [];
    reads.push(`${step.field}${step.args} { ${body} }`);
    byCondition.set(step.on, reads);
  }
  return [...byCondition].map(([on, reads]) => (on ? `... on ${on} { ${reads.join(" ")} }` : reads.join(" "))).join(" ");
}

/**
 * One operation that follows all the given paths of one root at once (they share the root
 * field), selecting `__typename` on every object and `id` on every Node along them, so that each
 * protected row the answer carries can be told by its global id. Two reads of one field with
 * different concrete types are merged under their type conditions, as GraphQL requires.
 */
export function operationOf(paths: readonly SchemaPath[], nodeTypes: ReadonlySet<string>): string {
  const roots = new Map<string, SelectionTree>();
  for (const path of paths) {
    let level = roots;
    for (const step of path.steps) {
      const key = stepKey(step);
      let tree = level.get(key);
      if (!tree) {
        tree = { step, children: new Map() };
        level.set(key, tree);
      }
      level = tree.children;
    }
  }
  const kind = paths[0]?.root === "subscription" ? "subscription" : "query";
  return `${kind} { ${selectionOf(roots.values(), nodeTypes)} }`;
}

/** The root a path starts from: its root field, or `node` with the Node type asked. */
export function rootOf(path: SchemaPath): string {
  const first = path.steps[0];
  return first?.field === "node" ? `node<${first.type}>` : (first?.field ?? "");
}
