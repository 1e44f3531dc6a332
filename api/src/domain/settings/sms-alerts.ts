import type { Deps } from "../deps.ts";
import { isLocale, DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";

// Health data never goes into a text message: the alert says that something waits, and where.
const alertText: Record<Locale, (link: string) => string> = {
  fr: (link) => `Consilium : une nouvelle demande d'avis vous attend. ${link}`,
  "fr-BE": (link) => `Consilium : une nouvelle demande d'avis vous attend. ${link}`,
  de: (link) => `Consilium: Eine neue Anfrage wartet auf Sie. ${link}`,
  en: (link) => `Consilium: a new request for advice is waiting for you. ${link}`,
  "nl-BE": (link) => `Consilium: er wacht een nieuwe adviesaanvraag op u. ${link}`,
};

export function requestAlertSms(locale: Locale, link: string): string {
  return alertText[locale](link);
}

/**
 * Spec 2 §3 uses_sms_alerts, has_sms_feature: the recipients of a request just sent who turned on
 * text-message alerts (and whose account has the feature and a mobile) get one, in their own
 * language, with the consult's address.
 */
export async function sendRequestSmsAlerts(deps: Pick<Deps, "db" | "messenger" | "publicUrl">, recipientUserIds: readonly number[], requestId: number): Promise<number> {
  if (recipientUserIds.length === 0) return 0;
  const users = await deps.db.user.findMany({
    where: { id: { in: [...recipientUserIds] }, usesSmsAlerts: true, hasSmsFeature: true, phone: { not: null } },
    select: { phone: true, locale: true },
  });
  const link = `${deps.publicUrl}/consult/${requestId}`;
  for (const user of users) {
    const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
    // The request is sent and in the recipient's feed: a provider that fails must not make it look unsent.
    if (user.phone) await deps.messenger.sendSms({ to: user.phone, text: requestAlertSms(locale, link), locale }).catch(() => undefined);
  }
  return users.length;
}
