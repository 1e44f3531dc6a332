import { buildOpenApiDocument } from "../api/src/rest/openapi.ts";
import { restRoutes } from "../api/src/rest/api.ts";
import { lintOpenApiDocument } from "./openapi-lint.ts";

// Partners generate clients from /api/v1/openapi.json: lint it with redocly's recommended rules
// and fail on warnings too, since a warning there is a worse generated client. Built from the
// routes directly, so no server or database is needed (about 3 s).
const problems = await lintOpenApiDocument(buildOpenApiDocument(restRoutes));
if (problems.length) {
  console.error(`${problems.join("\n")}\n\nOpenAPI document: ${problems.length} problem(s) with redocly's recommended rules (redocly.yaml)`);
  process.exit(1);
}
console.log(`OpenAPI document passes redocly lint (${restRoutes.length} operations)`);
