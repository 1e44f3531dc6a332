import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CalendarFeedSection_user$key } from "../../__generated__/CalendarFeedSection_user.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatDateTime } from "../../format/dates.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { COPY_CONFIRMATION_MS } from "../../ui/ShareButton.tsx";
import { useCreateCalendarFeedMutation } from "./useCreateCalendarFeedMutation.ts";
import { useRevokeCalendarFeedMutation } from "./useRevokeCalendarFeedMutation.ts";
import "./calendar-feed.css";

/** The anchor the planning tab links to (/profile_edit#calendar-feed). */
export const CALENDAR_FEED_ANCHOR = "calendar-feed";

/**
 * Issue 23: subscribe to one's meetings and duty periods from Outlook, Google Calendar or Apple
 * Calendar. The address is a secret shown once, at creation (the server keeps only its hash);
 * after that the section tells whether one is active and lets the member replace or revoke it.
 */
export function CalendarFeedSection({ user }: { user: CalendarFeedSection_user$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment CalendarFeedSection_user on User {
        calendarFeed {
          createdAt
          lastUsedAt
        }
      }
    `,
    user,
  );
  const errorText = useErrorText();
  const [create, isCreating] = useCreateCalendarFeedMutation();
  const [revoke, isRevoking] = useRevokeCalendarFeedMutation();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"replace" | "revoke" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const feed = data.calendarFeed;
  const since = feed ? formatDateTime(feed.createdAt, i18n.locale) : "";
  const lastSync = feed?.lastUsedAt ? formatDateTime(feed.lastUsedAt, i18n.locale) : null;

  useEffect(() => {
    if (window.location.hash === `#${CALENDAR_FEED_ANCHOR}`) section.current?.scrollIntoView();
  }, []);

  const createFeed = async () => {
    setError(null);
    const outcome = await create();
    setConfirming(null);
    if (outcome.ok) setShownUrl(outcome.data);
    else setError(errorText(outcome.error));
  };
  const revokeFeed = async () => {
    setError(null);
    const outcome = await revoke();
    setConfirming(null);
    if (outcome.ok) setShownUrl(null);
    else setError(errorText(outcome.error));
  };

  return (
    <section ref={section} id={CALENDAR_FEED_ANCHOR} className="settings-section" aria-labelledby="settings-calendar-feed-title">
      <h2 id="settings-calendar-feed-title" className="settings-section-title">
        <Trans>Abonnement au calendrier</Trans>
      </h2>
      <p className="settings-section-intro">
        <Trans>Retrouvez vos réunions et vos périodes de garde dans votre agenda : abonnez-vous à votre adresse personnelle dans Outlook, Google Agenda ou Apple Calendrier («&nbsp;ajouter un calendrier à partir d'une URL&nbsp;»). L'agenda se met ensuite à jour de lui-même.</Trans>
      </p>
      {shownUrl ? <NewFeedAddress url={shownUrl} /> : null}
      {feed ? (
        <p className="calendar-feed-status">
          {lastSync ? <Trans>Abonnement actif depuis le {since}, dernière synchronisation le {lastSync}.</Trans> : <Trans>Abonnement actif depuis le {since}, pas encore synchronisé.</Trans>}
        </p>
      ) : (
        <p className="calendar-feed-status">
          <Trans>Aucune adresse d'abonnement active.</Trans>
        </p>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <div className="calendar-feed-actions">
        {feed ? (
          <>
            <Button onPress={() => setConfirming("replace")}>
              <Trans>Créer une nouvelle adresse</Trans>
            </Button>
            <Button onPress={() => setConfirming("revoke")}>
              <Trans>Révoquer l'adresse</Trans>
            </Button>
          </>
        ) : (
          <Button variant="primary" isPending={isCreating} onPress={() => void createFeed()}>
            <Trans>Créer mon adresse d'abonnement</Trans>
          </Button>
        )}
      </div>
      <ModalDialog
        title={confirming === "revoke" ? t`Révoquer l'adresse d'abonnement ?` : t`Créer une nouvelle adresse ?`}
        role="alertdialog"
        isOpen={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
      >
        <p className="dialog-text">
          {confirming === "revoke" ? (
            <Trans>Les agendas abonnés à l'adresse actuelle ne recevront plus vos réunions ni vos gardes.</Trans>
          ) : (
            <Trans>L'adresse actuelle cessera de fonctionner : il faudra abonner vos agendas à la nouvelle.</Trans>
          )}
        </p>
        <div className="calendar-feed-actions calendar-feed-dialog-actions">
          <Button onPress={() => setConfirming(null)}>
            <Trans>Annuler</Trans>
          </Button>
          {confirming === "revoke" ? (
            <Button variant="primary" isPending={isRevoking} onPress={() => void revokeFeed()}>
              <Trans>Révoquer</Trans>
            </Button>
          ) : (
            <Button variant="primary" isPending={isCreating} onPress={() => void createFeed()}>
              <Trans>Créer une nouvelle adresse</Trans>
            </Button>
          )}
        </div>
      </ModalDialog>
    </section>
  );
}

/** The new address, shown this once, with a copy button and what to do with it. */
function NewFeedAddress({ url }: { url: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<"idle" | "copied" | "manual">("idle");
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
      timer.current = window.setTimeout(() => setCopied("idle"), COPY_CONFIRMATION_MS);
    } catch {
      // An insecure origin or a denied permission: the address is selected, to copy by hand.
      setCopied("manual");
      field.current?.select();
    }
  };

  return (
    <div className="calendar-feed-new">
      <label className="field">
        <span className="field-label">{t`Votre adresse d'abonnement`}</span>
        <input ref={field} className="field-input calendar-feed-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="calendar-feed-copy">
        <Button variant="primary" onPress={() => void copy()}>
          <Trans>Copier l'adresse</Trans>
        </Button>
        <span role="status" className="calendar-feed-copied">
          {copied === "copied" ? t`Adresse copiée dans le presse-papiers` : copied === "manual" ? t`Copiez l'adresse sélectionnée.` : null}
        </span>
      </div>
      <Alert tone="info">
        <Trans>Copiez-la maintenant : elle ne sera plus affichée. Gardez-la pour vous, car quiconque la connaît voit vos réunions et vos gardes.</Trans>
      </Alert>
    </div>
  );
}
