import type { Deps } from "../deps.ts";
import { isLocale, type Locale } from "../i18n/locales.ts";
import { liveSessionWhere } from "../accounts/sessions.ts";
import type { PushMessage } from "../ports.ts";

export type PushKind = "request" | "message";

const TEXTS: Record<"fr" | "de" | "en" | "nl", Record<PushKind, { title: string; body: string }>> = {
  fr: { request: { title: "Nouvelle demande d'avis", body: "Un confrère vous demande votre avis." }, message: { title: "Nouveau message", body: "Un message vous attend sur une demande." } },
  de: { request: { title: "Neue Konsilanfrage", body: "Eine Kollegin oder ein Kollege bittet Sie um Rat." }, message: { title: "Neue Nachricht", body: "Zu einer Anfrage wartet eine Nachricht auf Sie." } },
  en: { request: { title: "New request for advice", body: "A colleague asks for your advice." }, message: { title: "New message", body: "A message awaits you on a request." } },
  nl: { request: { title: "Nieuwe adviesaanvraag", body: "Een collega vraagt uw advies." }, message: { title: "Nieuw bericht", body: "Er wacht een bericht op u bij een aanvraag." } },
};

function languageOf(locale: Locale): keyof typeof TEXTS {
  if (locale.startsWith("de")) return "de";
  if (locale.startsWith("en")) return "en";
  if (locale.startsWith("nl")) return "nl";
  return "fr";
}

/**
 * Issue 24 item 5: what reaches these users' web pages live (a request published to them, a new
 * message on one they take part in) also goes to their mobile app, on the devices whose session
 * is alive. The message names no patient and no colleague; it opens the request on its side
 * (/consult for recipients, /request for senders). Never fails the command that called it.
 */
export async function pushToParticipants(deps: Pick<Deps, "db" | "now" | "push">, requestId: number, userIds: readonly number[], kind: PushKind): Promise<void> {
  const push = deps.push;
  if (!push || userIds.length === 0) return;
  try {
    const participants = await deps.db.participant.findMany({
      where: { requestId, userId: { in: [...userIds] } },
      select: {
        userId: true,
        side: true,
        user: { select: { locale: true, validationStatus: true, pushTokens: { where: { session: liveSessionWhere(deps.now) }, select: { value: true } } } },
      },
    });
    const messages: PushMessage[] = participants.flatMap((participant) => {
      if (participant.user.validationStatus !== "VALIDATED") return [];
      const locale = participant.user.locale;
      const text = TEXTS[languageOf(isLocale(locale) ? locale : "fr")][kind];
      const url = `/${participant.side === "RECIPIENT" ? "consult" : "request"}/${requestId}`;
      return participant.user.pushTokens.map((token) => ({ to: token.value, title: text.title, body: text.body, data: { url } }));
    });
    if (messages.length > 0) await push.send(messages);
  } catch (error: unknown) {
    console.warn("[push] notifications not sent", error instanceof Error ? error.message : error);
  }
}
