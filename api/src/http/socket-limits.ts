import type { SocketLimits } from "../config.ts";
import type { ErrorCode } from "../domain/error-registry.ts";

/** Close code of a socket that spent its refusals: graphql-ws's "too many" code, fatal for its client (no retry). */
export const TOO_MANY_REFUSALS_CLOSE = 4429;

/** A token bucket: `perSecond` operations a second, bursts of twice that. */
export type OperationBucket = { tokens: number; at: number };

export function newBucket(limits: SocketLimits, now = Date.now()): OperationBucket {
  return { tokens: limits.operationsPerSecond * 2, at: now };
}

/** Takes one token; false when the socket starts operations faster than allowed. */
export function takeToken(bucket: OperationBucket, limits: SocketLimits, now = Date.now()): boolean {
  const capacity = limits.operationsPerSecond * 2;
  bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1_000) * limits.operationsPerSecond);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** Something that holds running operations: graphql-ws's per-socket record, keyed by operation id. */
export type OperationHolder = { readonly subscriptions: Readonly<Record<string, unknown>> };

const running = (holder: OperationHolder) => Object.keys(holder.subscriptions).length;

/**
 * Operations per socket and subscriptions per user across sockets (issue 17, M2: one doctor with
 * thousands of subscriptions on one socket stalled the server for half a minute). The count is
 * read from graphql-ws's own record of running operations, so nothing can drift out of step.
 */
export function createOperationCaps(limits: SocketLimits) {
  const byUser = new Map<number, Set<OperationHolder>>();
  // One user's sockets share a rate of twice one socket's (two busy tabs): twenty sockets must
  // not multiply what one may start, since every operation reads the session from the database.
  const userLimits = { ...limits, operationsPerSecond: limits.operationsPerSecond * 2 };
  const userBuckets = new Map<number, OperationBucket>();
  return {
    /** Registers a logged-in socket; returns its removal. */
    add(userId: number, holder: OperationHolder): () => void {
      let holders = byUser.get(userId);
      if (!holders) byUser.set(userId, (holders = new Set()));
      holders.add(holder);
      if (!userBuckets.has(userId)) userBuckets.set(userId, newBucket(userLimits));
      return () => {
        holders.delete(holder);
        if (holders.size > 0) return;
        byUser.delete(userId);
        userBuckets.delete(userId);
      };
    },
    /** Takes one of the user's operations for this second, across their sockets; false past the rate. */
    takeUserToken(userId: number, now = Date.now()): boolean {
      const bucket = userBuckets.get(userId);
      return bucket ? takeToken(bucket, userLimits, now) : true;
    },
    /** The refusal for an operation just registered on `holder` (counted in it), or null. */
    refusal(holder: OperationHolder, userId: number | null): ErrorCode | null {
      if (running(holder) > limits.maxOperationsPerSocket) return "too_many_subscriptions";
      if (userId === null) return null;
      // Stops at the cap: a user with a thousand open tabs must not make every subscribe count them all.
      let total = 0;
      for (const other of byUser.get(userId) ?? []) {
        total += running(other);
        if (total > limits.maxSubscriptionsPerUser) return "too_many_subscriptions";
      }
      return null;
    },
  };
}
