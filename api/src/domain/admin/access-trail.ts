/**
 * The access trail (issue 17, HDS traceability): every read and write of patient data, with who,
 * what, when, from which address and through which door. Commands and adapters call an
 * `AccessRecorder` bound to the call; the entries go to an `AccessSink`, the batch writer of
 * services/access-trail-writer.ts (the port is in domain/ports.ts), so that a read never waits for an INSERT of its own.
 */

import type { AccessAction, AccessDoor, AccessSink, AccessTarget } from "../ports.ts";

/** The trail as one call sees it. */
export type AccessRecorder = {
  read(target: AccessTarget): void;
  write(target: AccessTarget, detail?: string): void;
};

export type AccessCaller = { userId: number | null; door: AccessDoor; ip: string | null; now: () => Date; application?: string | null };

/**
 * A recorder for one call (one HTTP request, one socket operation). A read is recorded once per
 * call whatever the number of fields or paths that reach the same row: a request page asks for
 * the description, the messages and the files of one request, which is one read. Anonymous
 * callers read no patient data (the gates answer nothing), so they leave no entry.
 */
export function accessRecorder(sink: AccessSink, caller: AccessCaller): AccessRecorder {
  const seen = new Set<string>();
  const add = (action: AccessAction, target: AccessTarget, detail: string | null) => {
    if (caller.userId === null) return;
    const key = `${action}:${target.type}:${target.id}:${detail ?? ""}`;
    if (seen.has(key)) return;
    seen.add(key);
    sink.add({
      at: caller.now(),
      userId: caller.userId,
      action,
      targetType: target.type,
      targetId: target.id,
      requestId: target.requestId,
      door: caller.door,
      ip: caller.ip?.slice(0, 64) ?? null,
      detail: detail?.slice(0, 64) ?? null,
      ...(caller.application ? { application: caller.application.slice(0, 80) } : {}),
    });
  };
  return {
    read: (target) => add("read", target, null),
    write: (target, detail) => add("write", target, detail ?? null),
  };
}

/** For code paths that run outside any caller (seed, jobs): nothing to record. */
export const silentRecorder: AccessRecorder = { read: () => undefined, write: () => undefined };
