import type { RestRoute } from "./route.ts";
import { requestRoutes } from "./routes/requests.ts";
import { sessionRoutes } from "./routes/session.ts";

export const restRoutes: RestRoute[] = [...sessionRoutes, ...requestRoutes];
