import type { RestRoute } from "./route.ts";
import { requestRoutes } from "./requests/requests.ts";
import { sessionRoutes } from "./accounts/session.ts";
import { signupRoutes } from "./accounts/signup.ts";
import { identityRoutes } from "./identity/identification.ts";
import { proSanteConnectRoutes } from "./identity/pro-sante-connect.ts";

export const restRoutes: RestRoute[] = [...sessionRoutes, ...signupRoutes, ...identityRoutes, ...proSanteConnectRoutes, ...requestRoutes];
