import type { RestRoute } from "./route.ts";
import { requestRoutes } from "./routes/requests.ts";
import { sessionRoutes } from "./routes/session.ts";
import { signupRoutes } from "./routes/signup.ts";

export const restRoutes: RestRoute[] = [...sessionRoutes, ...signupRoutes, ...requestRoutes];
