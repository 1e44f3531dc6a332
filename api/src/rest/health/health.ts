import { z } from "zod";
import { defineRoute } from "../route.ts";

const healthShape = z.object({
  status: z.literal("ok").describe("Always ok: an answer at all means the process serves requests."),
});

export const HEALTH_PATH = "/health";

export const healthRoutes = [
  defineRoute({
    method: "GET",
    path: HEALTH_PATH,
    operationId: "getHealth",
    tag: "health",
    summary:
      "Whether this instance answers (for load balancers and uptime checks). " +
      "It touches neither the database nor the session, so its latency is the event loop's: `npm run probe:load` measures it during each attack.",
    auth: "public",
    errors: ["rate_limited"],
    response: healthShape,
    handler: async () => ({ body: { status: "ok" } }),
  }),
];
