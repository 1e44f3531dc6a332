import type { RestRoute } from "./route.ts";
import { requestRoutes } from "./routes/requests.ts";
import { sessionRoutes } from "./routes/session.ts";
import { signupRoutes } from "./routes/signup.ts";
import { identityRoutes } from "./routes/identity.ts";
import { proSanteConnectRoutes } from "./routes/pro-sante-connect.ts";

export const restRoutes: RestRoute[] = [...sessionRoutes, ...signupRoutes, ...identityRoutes, ...proSanteConnectRoutes, ...requestRoutes];
