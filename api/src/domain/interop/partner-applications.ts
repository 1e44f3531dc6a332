import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { PARTNER_SCOPES, parseScopes, type PartnerScope } from "./partner-scopes.ts";

/**
 * Where an application may receive its codes (RFC 8252, OAuth for native apps): an https
 * address, or http on the loopback interface for software installed on the doctor's computer.
 * No fragment (RFC 6749 §3.1.2).
 */
export function isAllowedRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "[::1]", "localhost"].includes(url.hostname);
}

export const partnerApplicationInput = z.object({
  name: z.string().trim().min(2).max(80),
  redirectUris: z
    .array(z.string().trim().max(500).refine(isAllowedRedirectUri, { message: "redirect_uri" }))
    .min(1)
    .max(5),
  scopes: z.array(z.enum(PARTNER_SCOPES)).min(1).max(PARTNER_SCOPES.length),
  rateLimitPerMinute: z.number().int().min(10).max(10_000).default(600),
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationInput>;

export type PartnerApplicationView = {
  id: number;
  clientId: string;
  name: string;
  redirectUris: string[];
  scopes: PartnerScope[];
  rateLimitPerMinute: number;
  createdAt: Date;
  disabledAt: Date | null;
  activeAuthorizations: number;
};

const select = { id: true, clientId: true, name: true, redirectUris: true, scopes: true, rateLimitPerMinute: true, createdAt: true, disabledAt: true, _count: { select: { authorizations: { where: { revokedAt: null } } } } } as const;

type Row = { id: number; clientId: string; name: string; redirectUris: string[]; scopes: string[]; rateLimitPerMinute: number; createdAt: Date; disabledAt: Date | null; _count: { authorizations: number } };

function view(row: Row): PartnerApplicationView {
  const { _count, ...rest } = row;
  return { ...rest, scopes: parseScopes(row.scopes), activeAuthorizations: _count.authorizations };
}

function requireSuper(viewer: Viewer): void {
  if (!viewer.validated) throw new DomainError("unvalidated");
  if (!viewer.isSuper) throw new DomainError("forbidden");
}

/** Issue 24 item 1: a super user registers a practice-software product as an OAuth client. */
export async function registerPartnerApplication(deps: Pick<Deps, "db" | "now">, viewer: Viewer, raw: PartnerApplicationInput): Promise<PartnerApplicationView> {
  requireSuper(viewer);
  const input = parseInput(partnerApplicationInput, raw);
  const row = await deps.db.partnerApplication.create({
    data: {
      clientId: randomBytes(18).toString("base64url"),
      name: input.name,
      redirectUris: [...new Set(input.redirectUris)],
      scopes: parseScopes(input.scopes),
      rateLimitPerMinute: input.rateLimitPerMinute,
      createdById: viewer.userId,
      createdAt: deps.now,
    },
    select,
  });
  return view(row);
}

/** Disabling refuses the application's tokens at once and any new authorization; enabling it again brings back the doctors' authorizations still in force. */
export async function setPartnerApplicationEnabled(deps: Pick<Deps, "db" | "now">, viewer: Viewer, applicationId: number, enabled: boolean): Promise<PartnerApplicationView> {
  requireSuper(viewer);
  const existing = await deps.db.partnerApplication.findUnique({ where: { id: applicationId }, select: { id: true, disabledAt: true } });
  if (!existing) throw new DomainError("not_found");
  const disabledAt = enabled ? null : (existing.disabledAt ?? deps.now);
  return view(await deps.db.partnerApplication.update({ where: { id: applicationId }, data: { disabledAt }, select }));
}

export async function listPartnerApplications(deps: Pick<Deps, "db">, viewer: Viewer): Promise<PartnerApplicationView[]> {
  requireSuper(viewer);
  const rows = await deps.db.partnerApplication.findMany({ orderBy: { id: "asc" }, take: 500, select });
  return rows.map(view);
}
