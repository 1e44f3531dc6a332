// The parts of oidc-provider (it bundles no types) that the partner authorization server
// (services/oauth-server.ts) and the test identity provider use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type KoaContext = { request: { headers: Record<string, string | string[] | undefined> }; type: string; body: unknown; status: number };
  type AdapterConstructor = new (kind: string) => unknown;

  type Check = { reason: string };
  type CheckConstructor = { new (reason: string, description: string, check: (context: unknown) => boolean | Promise<boolean>): Check; REQUEST_PROMPT: true; NO_NEED_TO_PROMPT: false };
  type Prompt = { name: string; checks: { add(check: Check): void } };
  export const interactionPolicy: { base(): { get(name: string): Prompt | undefined } & Prompt[]; Check: CheckConstructor };

  type Configuration = {
    adapter?: AdapterConstructor;
    clients?: Record<string, unknown>[];
    findAccount(context: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    pkce?: { required(): boolean };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    cookies?: { keys: (string | Buffer)[] };
    jwks?: { keys: Record<string, unknown>[] };
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    interactions?: { url(context: unknown, interaction: { uid: string }): string | Promise<string>; policy?: unknown };
    issueRefreshToken?(context: unknown, client: { grantTypeAllowed(type: string): boolean }): boolean | Promise<boolean>;
    rotateRefreshToken?: boolean | ((context: unknown) => boolean);
    expiresWithSession?(): boolean | Promise<boolean>;
    clientBasedCORS?(): boolean;
    renderError?(context: KoaContext, out: Record<string, string>, error: Error): void | Promise<void>;
    responseTypes?: string[];
    enabledJWA?: Record<string, string[]>;
  };

  export type Interaction = {
    uid: string;
    params: Record<string, string | undefined>;
    prompt: { name: string };
    exp: number;
  };

  export class Grant {
    constructor(input: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export type AccessTokenRecord = { accountId: string; clientId: string; grantId: string; scopes: Set<string> };

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionResult(request: IncomingMessage, response: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    Grant: typeof Grant;
    Interaction: { find(uid: string): Promise<Interaction | undefined> };
    AccessToken: { find(value: string): Promise<AccessTokenRecord | undefined> };
  }
}
