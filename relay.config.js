// relay-compiler (a native binary) reads JS configs through `require()` in Node. This package is
// ESM ("type": "module"), and require() of an ES module returns its namespace ({ default }),
// which the compiler cannot read; the "module.exports" export name makes require() return the
// config object itself (Node 20.19+, 22.12+, 24).
const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./web/src/__generated__",
  excludes: ["**/node_modules/**", "**/__generated__/**", "**/dist/**"],
  customScalarTypes: { DateTime: "string", Date: "string", JSON: "unknown" },
  // `import type { ConcreteRequest }`: with verbatimModuleSyntax a plain import stays in the
  // build as a side-effect import of relay-runtime, which pulled Relay into the pages that run
  // without it (issue 18, the login page's budget).
  useImportTypeSyntax: true,
};

export { config as "module.exports" };
export default config;
