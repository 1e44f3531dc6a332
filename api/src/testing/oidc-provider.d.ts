// The few parts of oidc-provider (no bundled types) that the test identity provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type Configuration = {
    clients: Record<string, unknown>[];
    findAccount(context: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    pkce?: { required(): boolean };
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    conformIdTokenClaims?: boolean;
  };

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
