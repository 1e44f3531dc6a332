import type { ClinicalCase } from "./case-types.ts";
import { dateInText, fillIn, REFUSALS, REMINDERS, THANKS, WITHDRAWALS } from "./cases/conversation.ts";
import { addMinutes, DURATION, type Random } from "./random.ts";

// The messages of one request, in the order they were written, consistent with its outcome:
// nothing from the expert on a draft, no conclusion on an opened consult, the answer to the
// case's own question on a completed one, a polite refusal on a rejected one.

export type Outcome = "draft" | "cancelled" | "opened" | "completed" | "consult_cancelled";

export type PlannedMessage = {
  side: "sender" | "expert";
  content: string;
  at: Date;
  published: boolean;
  /** The requester's answer carries the case's second file. */
  withAnswerFile?: boolean;
  /** The case's conclusion (tests check it appears only on completed consults). */
  conclusion?: boolean;
};

export type Conversation = {
  messages: PlannedMessage[];
  completedAt: Date | null;
  cancelledAt: Date | null;
  /** Who acted last: the participant whose action is not unread for them. */
  lastActor: "sender" | "expert";
  lastActivityDate: Date;
};

const DAY_MINUTES = 24 * 60;

/** A follow-up date some weeks after the answer; one in three falls on the first of a month. */
function followUpDate(rng: Random, after: Date): Date {
  const date = new Date(after.getTime() + rng.int(14, 50) * DURATION.day);
  if (rng.chance(0.35)) {
    // Not the 1st of January: nobody books a consultation on a public holiday.
    const month = date.getUTCMonth() === 11 ? 13 : date.getUTCMonth() + 1;
    return new Date(Date.UTC(date.getUTCFullYear(), month, 1, 9));
  }
  return date;
}

export function planConversation(rng: Random, clinicalCase: ClinicalCase, outcome: Outcome, publishedAt: Date | null, hasExpert: boolean): Conversation {
  const language = clinicalCase.language;
  const messages: PlannedMessage[] = [];
  let cursor = publishedAt ?? new Date(0);
  let lastActor: "sender" | "expert" = "sender";
  const next = (side: "sender" | "expert", content: string, extra: Partial<PlannedMessage> = {}) => {
    cursor = addMinutes(cursor, rng.int(20, 2 * DAY_MINUTES));
    messages.push({ side, content, at: cursor, published: true, ...extra });
    lastActor = side;
  };
  let completedAt: Date | null = null;
  let cancelledAt: Date | null = null;

  if (outcome === "draft" || !publishedAt) {
    return { messages, completedAt, cancelledAt, lastActor: "sender", lastActivityDate: cursor };
  }
  if (outcome === "opened") {
    const variant = hasExpert ? rng.weighted([["waiting", 2], ["asked", 3], ["answered", 3]] as const) : "waiting";
    if (variant === "asked" || variant === "answered") next("expert", clinicalCase.expertQuestion);
    if (variant === "answered") next("sender", clinicalCase.senderAnswer, { withAnswerFile: true });
    if (variant === "waiting" && rng.chance(0.3)) next("sender", rng.pick(REMINDERS[language]));
    // An expert writing the question, not sent yet: visible to that expert only.
    if (variant === "waiting" && hasExpert && rng.chance(0.2)) {
      messages.push({ side: "expert", content: clinicalCase.expertQuestion, at: addMinutes(cursor, 30), published: false });
    }
  } else if (outcome === "completed") {
    if (rng.chance(0.6)) {
      next("expert", clinicalCase.expertQuestion);
      next("sender", clinicalCase.senderAnswer, { withAnswerFile: true });
    }
    // The follow-up date is weeks after the answer, which comes at most two days after `cursor`.
    const conclusion = fillIn(clinicalCase.conclusion, { date: dateInText(followUpDate(rng, cursor), language) });
    next("expert", conclusion, { conclusion: true });
    completedAt = addMinutes(cursor, rng.int(1, 30));
    cursor = completedAt;
    lastActor = "expert";
    if (rng.chance(0.4)) next("sender", rng.pick(THANKS[language]));
  } else if (outcome === "consult_cancelled") {
    next("expert", rng.pick(REFUSALS[language]));
    cancelledAt = addMinutes(cursor, 1);
    cursor = cancelledAt;
  } else {
    if (hasExpert && rng.chance(0.5)) next("expert", clinicalCase.expertQuestion);
    next("sender", rng.pick(WITHDRAWALS[language]));
    cancelledAt = addMinutes(cursor, 1);
    cursor = cancelledAt;
  }
  return { messages, completedAt, cancelledAt, lastActor, lastActivityDate: cursor };
}
