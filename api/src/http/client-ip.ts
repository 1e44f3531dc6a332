import { BlockList, isIP } from "node:net";

/**
 * TRUST_PROXY: off (the socket address is the client), a number of proxy hops in front of the
 * app, or a list of proxy addresses/CIDRs. Only then is X-Forwarded-For read: without a trusted
 * proxy, anybody could choose the address that the per-IP limits count.
 */
export type TrustProxy = { kind: "off" } | { kind: "hops"; count: number } | { kind: "cidrs"; list: BlockList };

function familyOf(address: string): "ipv4" | "ipv6" | null {
  const version = isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : null;
}

/** Parses TRUST_PROXY; throws with a readable message on a bad value (at startup, not per call). */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false" || value === "0") return { kind: "off" };
  if (/^\d+$/.test(value)) {
    const count = Number(value);
    if (count > 10) throw new Error(`TRUST_PROXY: ${count} hops is not plausible (at most 10)`);
    return { kind: "hops", count };
  }
  const list = new BlockList();
  for (const entry of value.split(",").map((e) => e.trim()).filter(Boolean)) {
    const [address = "", prefixText] = entry.split("/");
    const family = familyOf(address);
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is neither a number of hops nor an IP address or CIDR`);
    const max = family === "ipv4" ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) throw new Error(`TRUST_PROXY: bad prefix in "${entry}"`);
    list.addSubnet(address, prefix, family);
  }
  return { kind: "cidrs", list };
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = familyOf(address);
  return family !== null && list.check(address, family);
}

/** Whether a socket's peer is a proxy whose X-Forwarded-For is believed (with hops, every peer is). */
export function isTrustedProxy(trust: TrustProxy, peer: string): boolean {
  if (trust.kind === "off") return false;
  if (trust.kind === "hops") return trust.count > 0;
  return isTrusted(trust.list, peer);
}

/** The client's address as the per-IP limits and the audit trail should see it. */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string | null {
  const socket = socketAddress ?? null;
  if (trust.kind === "off" || !socket) return socket;
  // Nearest hop last: each proxy appends the address it received the call from.
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => familyOf(part) !== null)
    .slice(-20);
  const hops = [...chain, socket];
  if (trust.kind === "hops") return hops[Math.max(0, hops.length - 1 - trust.count)] ?? socket;
  let index = hops.length - 1;
  while (index > 0 && isTrusted(trust.list, hops[index] ?? "")) index--;
  return hops[index] ?? socket;
}
