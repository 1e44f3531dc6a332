import { z } from "zod";
import type { RealtimeNotice } from "../../domain/notifications/realtime-watch.ts";

/** The JSON frames of the legacy realtime channel, the same on the socket and in poll answers. */
export const realtimeFrameShape = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("request_updated"),
    request_id: z.number().int(),
    kind: z.string().describe("What changed: updated, published, deleted, message, files, participants, consult, read."),
    new_status: z.enum(["opened", "completed", "cancelled"]).optional().describe("Spec 2 §4: an open request refetches unless it is opened."),
  }),
  z.object({ type: z.literal("counts_changed").describe("Read GET /notifications/count again.") }),
  z.object({ type: z.literal("user_validated"), validated: z.boolean().describe("Refresh the user and their groups.") }),
]);

export type RealtimeFrame = z.infer<typeof realtimeFrameShape>;

export function toRealtimeFrame(notice: RealtimeNotice): RealtimeFrame {
  switch (notice.kind) {
    case "requestUpdated":
      return {
        type: "request_updated",
        request_id: notice.event.requestId,
        kind: notice.event.kind,
        ...(notice.event.newStatus ? { new_status: notice.event.newStatus } : {}),
      };
    case "countsChanged":
      return { type: "counts_changed" };
    case "userValidated":
      return { type: "user_validated", validated: notice.validated };
  }
}
