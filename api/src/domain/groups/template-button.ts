import type { Viewer } from "../viewer.ts";

// Spec 2 §6 "Templates button: for recipients or certain requests" (issue 22 item 5): the reply
// templates (spec 1 §2) are the answering side's tool; the recipient side's participants get the
// button on every request (their topic's templates and their own), and a sender-side participant
// only when they keep personal templates, the one kind they can insert (a topic's templates are
// for those who answer it). Anyone else writes no message here.

/** The viewer's participation in the request with whether they keep a personal template, joined into the request's statement. */
export function templateButtonSelect(viewer: Viewer | null) {
  return {
    participants: {
      where: { userId: viewer?.userId ?? 0 },
      take: 1,
      select: { side: true, user: { select: { messageTemplates: { where: { topicId: null }, take: 1, select: { id: true } } } } },
    },
  } as const;
}

export type TemplateButtonRow = { participants: { side: "SENDER" | "RECIPIENT"; user: { messageTemplates: { id: number }[] } }[] };

export function showsTemplateButton(row: TemplateButtonRow, viewer: Viewer | null): boolean {
  const participant = row.participants[0];
  if (!viewer?.validated || !participant) return false;
  return participant.side === "RECIPIENT" || participant.user.messageTemplates.length > 0;
}
