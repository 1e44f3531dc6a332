import path from "node:path";

// DESIGN.md "Layers": data flows down, never up. Each file belongs to a layer by its path; an
// import of another layer is allowed only along the arrows below. Checked on every relative
// import and on the @rules alias (the only API code the web may import).
//
//   web ──(@rules only)──> api/src/domain/rules
//   http ──> graphql, rest ──> call ──> domain ──> ports (domain/ports.ts)
//   services ──> domain/ports.ts only; db ──> nothing of the domain

const root = path.resolve(import.meta.dirname, "..");

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join("/");
  if (rel.startsWith("web/")) return "web";
  if (rel.startsWith("api/src/domain/rules/")) return "rules";
  if (rel === "api/src/domain/ports.ts") return "ports";
  const match = /^api\/src\/([^/]+)\//.exec(rel);
  return match ? match[1] : rel.startsWith("api/") ? "api" : "other";
}

/** What each layer may not import; `allow` names the exceptions. */
const forbidden = {
  domain: { layers: ["graphql", "rest", "http", "services", "call", "jobs"], why: "the domain imports no adapter or service (declare a port in domain/ports.ts)" },
  rules: { layers: ["domain", "ports", "db", "graphql", "rest", "http", "services", "call", "jobs"], why: "shared rules import nothing but zod and each other" },
  graphql: { layers: ["rest", "http", "services", "jobs"], why: "GraphQL and REST are sibling adapters over call/ and domain/" },
  rest: { layers: ["graphql", "http", "services", "jobs"], why: "GraphQL and REST are sibling adapters over call/ and domain/" },
  call: { layers: ["graphql", "rest", "http", "services", "jobs"], why: "call/ sits below both adapters" },
  services: { layers: ["domain", "graphql", "rest", "http", "call", "jobs"], why: "services implement the ports; they import domain/ports.ts only" },
  db: { layers: ["domain", "ports", "graphql", "rest", "http", "services", "call", "jobs"], why: "the database layer knows nothing of the domain" },
  web: { layers: ["domain", "ports", "db", "graphql", "rest", "http", "services", "call", "jobs", "api"], why: "the web may import only the shared rules (@rules/...)" },
};

export const boundaries = {
  rules: {
    imports: {
      meta: { type: "problem", messages: { wrongWay: "{{from}} may not import {{to}}: {{why}}." }, schema: [] },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        const rule = forbidden[from];
        if (!rule) return {};
        const check = (node, source) => {
          if (typeof source !== "string") return;
          let target;
          if (source.startsWith("@rules/")) target = path.join(root, "api/src/domain/rules", source.slice(7));
          else if (source.startsWith(".")) target = path.resolve(path.dirname(file), source);
          else return;
          const to = layerOf(target);
          if (to !== from && rule.layers.includes(to)) context.report({ node, messageId: "wrongWay", data: { from, to, why: rule.why } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
        };
      },
    },
  },
};
