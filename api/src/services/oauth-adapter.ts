import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import type { Prisma } from "../db/generated/prisma/client.ts";

/** A stored record as oidc-provider hands it over and reads it back. */
export type OAuthPayload = { [key: string]: unknown; jti?: string; grantId?: string; uid?: string; consumed?: number };

function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** The OAuth client metadata of an enabled partner application (public client, PKCE). */
async function clientMetadata(db: Db, clientId: string): Promise<OAuthPayload | undefined> {
  // Our client ids are url-safe base64: anything else (a NUL byte, say) names no client.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientId)) return undefined;
  const app = await db.partnerApplication.findUnique({ where: { clientId }, select: { clientId: true, name: true, redirectUris: true, scopes: true, disabledAt: true } });
  if (!app || app.disabledAt) return undefined;
  return {
    client_id: app.clientId,
    client_name: app.name,
    redirect_uris: app.redirectUris,
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    // The server's only signing key is ES256 (oauth-server.ts); no ID token is issued anyway.
    id_token_signed_response_alg: "ES256",
    // Checked against the known scopes when the application was registered.
    scope: app.scopes.join(" "),
  };
}

/**
 * oidc-provider's storage on our database (the `oauth_records` table). Ids of codes, tokens,
 * sessions and interactions are what callers hold: only their SHA-256 is stored, and the id is
 * given back to the library from the value it looks up with. Clients are the partner
 * applications registered by super users.
 */
export function prismaOAuthAdapter(db: Db) {
  return class PrismaOAuthAdapter {
    readonly kind: string;

    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, payload: OAuthPayload, expiresIn: number | undefined): Promise<void> {
      const { jti: _jti, ...rest } = payload;
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const data = { payload: rest as Prisma.InputJsonObject, grantId: payload.grantId ?? null, uidHash: payload.uid ? digest(payload.uid) : null, expiresAt };
      await db.oAuthRecord.upsert({ where: { kind_idHash: { kind: this.kind, idHash: digest(id) } }, create: { kind: this.kind, idHash: digest(id), ...data }, update: data });
    }

    async find(id: string): Promise<OAuthPayload | undefined> {
      if (this.kind === "Client") return clientMetadata(db, id);
      if (id.length > 512) return undefined;
      const row = await db.oAuthRecord.findUnique({ where: { kind_idHash: { kind: this.kind, idHash: digest(id) } }, select: { payload: true, expiresAt: true, consumedAt: true } });
      return row ? this.revive(row, id) : undefined;
    }

    async findByUid(uid: string): Promise<OAuthPayload | undefined> {
      const row = await db.oAuthRecord.findFirst({ where: { kind: this.kind, uidHash: digest(uid) }, select: { payload: true, expiresAt: true, consumedAt: true } });
      return row ? this.revive(row, (row.payload as OAuthPayload)["jti"] as string | undefined) : undefined;
    }

    async findByUserCode(): Promise<undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const now = new Date();
      const row = await db.oAuthRecord.findUnique({ where: { kind_idHash: { kind: this.kind, idHash: digest(id) } }, select: { payload: true } });
      if (!row) return;
      const payload = { ...(row.payload as Prisma.JsonObject), consumed: Math.floor(now.getTime() / 1000) };
      await db.oAuthRecord.update({ where: { kind_idHash: { kind: this.kind, idHash: digest(id) } }, data: { consumedAt: now, payload } });
    }

    async destroy(id: string): Promise<void> {
      await db.oAuthRecord.deleteMany({ where: { kind: this.kind, idHash: digest(id) } });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.oAuthRecord.deleteMany({ where: { grantId } });
    }

    private revive(row: { payload: Prisma.JsonValue; expiresAt: Date | null }, id: string | undefined): OAuthPayload | undefined {
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      return { ...(row.payload as OAuthPayload), ...(id ? { jti: id } : {}) };
    }
  };
}
