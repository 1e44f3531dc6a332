import type * as Oidc from "openid-client";
import type { Config } from "../config.ts";
import type { ProSanteConnect, PscFlow } from "../domain/ports.ts";

// Pro Santé Connect, the French health professionals' identity service, is plain OpenID
// Connect: authorization code with PKCE, then the RPPS number from the claims.


export const PSC_REDIRECT_PATH = "/pro-sante-connect";

/** The RPPS number: PSC's SubjectNameID is "8" + RPPS; other providers may use preferred_username. */
export function rppsFromClaims(claims: Record<string, unknown>): string | null {
  for (const key of ["SubjectNameID", "rpps", "preferred_username"]) {
    const value = claims[key];
    if (typeof value !== "string") continue;
    const digits = value.trim();
    if (/^810\d{9}$/.test(digits)) return digits.slice(1);
    if (/^10\d{9}$/.test(digits)) return digits;
  }
  return null;
}

export function createProSanteConnect(config: Config): ProSanteConnect | null {
  const psc = config.psc;
  if (!psc) return null;
  const redirectUri = `${config.publicUrl}${PSC_REDIRECT_PATH}`;
  // openid-client loads with the first Pro Santé Connect sign-in, not at start (issue 18 item 6).
  let discovered: Promise<{ oidc: typeof Oidc; config: Oidc.Configuration }> | undefined;
  const configuration = () => {
    discovered ??= import("openid-client")
      .then(async (oidc) => {
        // Plain http only for a local issuer (tests, development); a real issuer is https.
        const insecure = psc.issuer.startsWith("http://") ? { execute: [oidc.allowInsecureRequests] } : undefined;
        return { oidc, config: await oidc.discovery(new URL(psc.issuer), psc.clientId, psc.clientSecret, undefined, insecure) };
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(action, redirectUrl) {
      const { oidc, config } = await configuration();
      const flow: PscFlow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), action, redirectUrl };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid",
        response_type: "code",
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, flow };
    },
    async finish(callbackQuery, flow) {
      const { oidc, config } = await configuration();
      const callback = new URL(redirectUri);
      callback.search = callbackQuery.startsWith("?") ? callbackQuery : `?${callbackQuery}`;
      const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce });
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token");
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { rpps: rppsFromClaims({ ...claims, ...userInfo }), subject: claims.sub };
    },
  };
}
