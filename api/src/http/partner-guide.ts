import { ERROR_CODES, httpStatusOf } from "../domain/error-registry.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import { PARTNER_SCOPE_DESCRIPTIONS, PARTNER_SCOPES } from "../domain/interop/partner-scopes.ts";
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from "../services/oauth-server.ts";

export const PARTNER_GUIDE_PATH = "/partners";

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const code = (text: string) => `<pre><code>${escape(text.trim())}</code></pre>`;

export const EXAMPLE_QUERY = `
query Inbox($after: String) {
  requests(feed: TO_ME, first: 20, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id databaseId status lastActivityDate } }
  }
}`;

export const EXAMPLE_MUTATION = `
mutation Draft($input: CreateRequestInput!) {
  createRequest(input: $input) {
    __typename
    ... on RequestCreated { request { id databaseId } }
    ... on DomainError { code message field }
  }
}`;

export const EXAMPLE_SUBSCRIPTION_DOCUMENT = "subscription Events($id: ID!) { requestEvent(id: $id) { kind newStatus } }";

const EXAMPLE_SUBSCRIPTION = `
// graphql-ws over wss://<host>/graphql; the token travels in the connection's parameters.
import { createClient } from "graphql-ws";
const client = createClient({
  url: "wss://<host>/graphql",
  connectionParams: { authorization: "Bearer " + accessToken },
});
client.subscribe(
  { query: "${EXAMPLE_SUBSCRIPTION_DOCUMENT}", variables: { id } },
  { next: (event) => console.log(event), error: console.error, complete: () => {} },
);`;

const EXAMPLE_AUTHORIZE = `
GET /oauth/auth?response_type=code
  &client_id=<client_id>
  &redirect_uri=<one of your registered redirect URIs>
  &scope=requests:read%20requests:write
  &state=<random>
  &code_challenge=<BASE64URL(SHA-256(code_verifier))>
  &code_challenge_method=S256

POST /oauth/token   (application/x-www-form-urlencoded)
  grant_type=authorization_code&code=<code>&redirect_uri=<same>&client_id=<client_id>&code_verifier=<code_verifier>

POST /oauth/token
  grant_type=refresh_token&refresh_token=<the latest refresh token>&client_id=<client_id>

POST /oauth/token/revocation
  token=<access or refresh token>&client_id=<client_id>`;

/**
 * Issue 24 item 6: the integrators' guide, served by the app at /partners. Written for the
 * developers of practice software, in English like the OpenAPI document and the schema's
 * descriptions; built from the code (scopes, error codes, lifetimes), so that it cannot drift.
 */
export function partnerGuideHtml(publicUrl: string): string {
  const scopes = PARTNER_SCOPES.map((scope) => `<tr><td><code>${scope}</code></td><td>${escape(PARTNER_SCOPE_DESCRIPTIONS[scope])}</td></tr>`).join("");
  const errors = ERROR_CODES.map((c) => `<tr><td><code>${c}</code></td><td>${httpStatusOf(c)}</td><td>${escape(errorMessage(c, "en"))}</td></tr>`).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Consilium for practice software · integrators' guide</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.55;color:#15252b;background:#f3f6f7;margin:0}
main{max-width:56rem;margin:0 auto;padding:1.5rem 1rem 4rem;background:#fff}
h1{font-size:1.7rem}h2{margin-top:2.2rem;border-bottom:1px solid #d9e2e5;padding-bottom:.3rem}
pre{background:#f7fafa;border:1px solid #d9e2e5;border-radius:6px;padding:.8rem;overflow-x:auto;font-size:.85rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border-bottom:1px solid #d9e2e5;padding:.35rem .5rem;text-align:left;vertical-align:top}
code{font-size:.9em}a{color:#0f5c6e}
</style>
</head>
<body>
<main>
<h1>Consilium for practice software</h1>
<p>Your software can act for a doctor who allows it: list and read their requests, prepare drafts, post messages, follow live events. It calls the same API as our web app, through the same access rules: a token can never do more than its doctor, and its scopes narrow it further.</p>
<p>Contents: <a href="#register">Registration</a> · <a href="#oauth">OAuth 2</a> · <a href="#scopes">Scopes</a> · <a href="#graphql">GraphQL</a> · <a href="#rest">REST</a> · <a href="#drafts">Draft links</a> · <a href="#limits">Rate limits</a> · <a href="#errors">Errors</a></p>

<h2 id="register">1. Registration</h2>
<p>Ask the platform's support to register your application: its name (shown to doctors on the consent screen), its redirect URIs (https, or http on <code>127.0.0.1</code>, <code>[::1]</code> or <code>localhost</code> for software installed on the doctor's computer, RFC 8252) and the scopes it needs. You receive a <code>client_id</code>. Applications are public clients: there is no client secret, PKCE protects the code. A disabled application's tokens stop working at once.</p>

<h2 id="oauth">2. OAuth 2: authorization code with PKCE</h2>
<p>Authorization server: <code>${escape(publicUrl)}/oauth</code> (metadata at <code>/oauth/.well-known/openid-configuration</code>). Open the authorization URL in the doctor's browser; they log in if needed, read what your software asks and allow or decline. You receive <code>code</code> and <code>state</code> on your redirect URI (or <code>error=access_denied</code>), then exchange the code:</p>
${code(EXAMPLE_AUTHORIZE)}
<ul>
<li>Access tokens are opaque and live ${ACCESS_TOKEN_TTL_S / 60} minutes. Send them as <code>Authorization: Bearer &lt;token&gt;</code>, without cookies and without the <code>X-CSRF-Token</code> header.</li>
<li>Refresh tokens live ${REFRESH_TOKEN_TTL_S / 86_400} days and <strong>rotate</strong>: each use returns a new one and retires the old. Using a retired refresh token again is taken as theft: the whole authorization is revoked, and the doctor must authorize your software again. Keep only the latest, and do not refresh twice in parallel.</li>
<li>The doctor can withdraw your access at any time (Settings › Connected software); the platform can disable your application. Either way your calls answer <code>401</code> with <code>WWW-Authenticate: Bearer error="invalid_token"</code>.</li>
<li>A new authorization by the same doctor replaces the previous one: the earlier tokens stop working.</li>
</ul>

<h2 id="scopes">3. Scopes</h2>
<table><thead><tr><th>Scope</th><th>What it opens</th></tr></thead><tbody>${scopes}</tbody></table>
<p>Ask only for what you need: the consent screen lists each scope in the doctor's language. Whatever the scopes, a token never reaches the account's credentials, sessions, identity, settings, group administration, planning or administration. Outside its scopes a call answers <code>insufficient_scope</code> (GraphQL error code; HTTP 403 on REST), naming the field refused.</p>

<h2 id="graphql">4. GraphQL</h2>
<p>Endpoint <code>POST ${escape(publicUrl)}/graphql</code> (JSON body <code>{"query", "variables", "operationName"}</code>). The schema follows the Relay conventions: global ids (<code>node(id)</code>), cursor connections (<code>first</code>/<code>after</code>, <code>pageInfo</code>), and every type and field is described (introspection is open outside production; ask us for the SDL). Lists are connections, paged the same way everywhere (requests, contacts, groups, message templates, validations).</p>
${code(EXAMPLE_QUERY)}
<p>Mutations answer a union of their result and <code>DomainError</code> (<code>code</code>, <code>message</code> in the doctor's language, <code>field</code>):</p>
${code(EXAMPLE_MUTATION)}
<p>Subscriptions run over the WebSocket at <code>/graphql</code> (graphql-ws protocol), with the token in the connection's parameters; the socket closes (4401) when the token is revoked or expires: reconnect with a fresh one.</p>
${code(EXAMPLE_SUBSCRIPTION)}

<h2 id="rest">5. REST</h2>
<p>The legacy interop layer under <code>/api/v1</code> accepts the same bearer tokens on the routes of the granted areas. Its contract is the OpenAPI 3.1 document at <a href="/api/v1/openapi.json"><code>/api/v1/openapi.json</code></a>: every operation has an <code>operationId</code>, a summary, its errors and the scope it needs (security scheme <code>partnerOAuth</code>). Payloads are snake_case; list pagination metadata comes as JSON in a response header.</p>

<h2 id="drafts">6. Draft links</h2>
<p>Without any token, your software can open a prefilled draft in the doctor's browser: <code>${escape(publicUrl)}/interop/drafts/new#recipient_rpps=…&amp;description=…</code> (the parameters stay in the fragment and never reach a server log), or prepare one with <code>POST /api/v1/interop/drafts</code> and open <code>/interop/drafts/{id}</code>.</p>

<h2 id="limits">7. Rate limits</h2>
<p>Each application has a number of calls per minute, all doctors together (600 unless agreed otherwise); each GraphQL request, REST call and subscription counts one. Beyond it, calls answer <code>429</code> with <code>rate_limited</code> and <code>Retry-After: 60</code>. Every call is recorded with your application's name in the platform's audit trail.</p>

<h2 id="errors">8. Error codes</h2>
<p>REST answers <code>{ "code", "message", "field"? }</code> with the status below; GraphQL carries the same <code>code</code> in <code>DomainError</code> or in the error's <code>extensions.code</code>. Messages are in the doctor's language (English here).</p>
<table><thead><tr><th>Code</th><th>HTTP</th><th>Meaning</th></tr></thead><tbody>${errors}</tbody></table>
</main>
</body>
</html>`;
}
