import { Suspense, useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AbsenceSetting_settings$key } from "../../__generated__/AbsenceSetting_settings.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatCalendarDate } from "../../format/dates.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Switch } from "../../ui/Switch.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import { useSetMyAwayMutation } from "./useSetMyAwayMutation.ts";

// The away dialog is a chunk of its own, fetched once the section has painted (the settings
// page's budget, issue 18), as on the group's info tab.
const AwayDialog = lazyComponent(() => import("../groups/info/AwayDialog.tsx").then((module) => module.AwayDialog));

/**
 * Spec 2 §6 "absence reporting" (requestable users): the viewer's own away message, with the
 * modal and rules of a topic's (spec 1 §4, §5). Blocking: no individual request while away.
 */
export function AbsenceSetting({ settings }: { settings: AbsenceSetting_settings$key }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const s = useFragment(
    graphql`
      fragment AbsenceSetting_settings on Settings {
        awayMessageActive
        awayBlocking
        awaySince
        awayLastDay
        awayMessage
      }
    `,
    settings,
  );
  const [setAway, isSaving] = useSetMyAwayMutation();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => AwayDialog.preload(), []);
  const [error, setError] = useState<FieldCodedError | null>(null);

  const toggle = async (on: boolean) => {
    setError(null);
    if (on) {
      setOpen(true);
      return;
    }
    const outcome = await setAway({ active: false });
    if (!outcome.ok) setError(outcome.error);
  };
  const since = s.awaySince ? formatCalendarDate(s.awaySince.slice(0, 10), i18n.locale) : null;
  const lastDay = s.awayLastDay ? formatCalendarDate(s.awayLastDay, i18n.locale) : null;

  return (
    <div className="settings-preference">
      <div className="settings-preference-row">
        <Switch isSelected={s.awayMessageActive} onChange={(on) => void toggle(on)} isDisabled={isSaving}>
          <Trans>Signaler une absence</Trans>
        </Switch>
        {s.awayMessageActive ? (
          <Button variant="quiet" onPress={() => setOpen(true)} aria-label={t`Modifier mon absence`}>
            <Trans>Modifier</Trans>
          </Button>
        ) : null}
      </div>
      <p className="settings-preference-help">
        {s.awayMessageActive && since && lastDay ? (
          s.awayBlocking ? (
            <Trans>
              Absent(e) du {since} au {lastDay} : vous ne recevez pas de demande individuelle pendant cette période.
            </Trans>
          ) : (
            <Trans>
              Absent(e) du {since} au {lastDay} : vos correspondants sont prévenus que leurs demandes seront traitées à votre retour.
            </Trans>
          )
        ) : (
          <Trans>Vos correspondants voient votre absence avant de vous adresser une demande.</Trans>
        )}
      </p>
      {error ? <Alert>{errorText(error)}</Alert> : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <AwayDialog
            initial={{ since: s.awaySince?.slice(0, 10) ?? "", lastDay: s.awayLastDay ?? "", blocking: s.awayBlocking, message: s.awayMessage ?? "" }}
            onSave={async (values) => {
              const outcome = await setAway({ active: true, ...values });
              if (outcome.ok) setOpen(false);
              return outcome.ok ? null : outcome.error;
            }}
            isSaving={isSaving}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
