import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { CompleteConsultDialogQuery } from "../../__generated__/CompleteConsultDialogQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatEuros } from "../../format/money.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Link } from "../../ui/Link.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { useActCodeLabels, type ActCode } from "./consult-labels.ts";
import { useCompleteConsultMutation } from "./useCompleteConsultMutation.ts";

const query = graphql`
  query CompleteConsultDialogQuery($id: ID!) {
    viewer {
      billingInfos {
        id
        label
        number
        isDefault
      }
    }
    node(id: $id) {
      ... on Request {
        completionActs {
          actCode
          code
          amountCents
          needsBillingNumber
          supplementCode
          supplementAmountCents
          maxSupplements
          yearlyCap {
            count
            cap
            reached
          }
        }
      }
    }
  }
`;

/**
 * Spec 2 §2 "complete consultation", §5 "Completion" (issue 21): the acts the act table gives the
 * expert today for their country and profession (a French doctor: TE2; a German one: 01671 and
 * its 01672 supplements; a Belgian one: none), or no act; the billing number when the act needs one.
 */
export function CompleteConsultDialog({ requestId, isOpen, onClose, onCompleted }: { requestId: string; isOpen: boolean; onClose: () => void; onCompleted: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Terminer l'avis`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Suspense fallback={<LoadingView />}>
        <CompleteConsultForm requestId={requestId} onClose={onClose} onCompleted={onCompleted} />
      </Suspense>
    </ModalDialog>
  );
}

function CompleteConsultForm({ requestId, onClose, onCompleted }: { requestId: string; onClose: () => void; onCompleted: () => void }) {
  const { t, i18n } = useLingui();
  const labels = useActCodeLabels();
  const errorText = useErrorText();
  const data = useLazyLoadQuery<CompleteConsultDialogQuery>(query, { id: requestId }, { fetchPolicy: "network-only" });
  const acts = data.node?.completionActs ?? [];
  const numbers = data.viewer?.billingInfos ?? [];
  const [actCode, setActCode] = useState<ActCode | null>(null);
  const [supplements, setSupplements] = useState(0);
  const [billingNumber, setBillingNumber] = useState<string | null>(numbers.find((info) => info.isDefault)?.number ?? numbers[0]?.number ?? null);
  const [error, setError] = useState<string | null>(null);
  const [complete, isCompleting] = useCompleteConsultMutation();
  const chosen = acts.find((act) => act.actCode === actCode) ?? null;
  const needsNumber = chosen?.needsBillingNumber ?? false;
  const supplementCode = chosen?.supplementCode ?? null;
  const supplementAmount = formatEuros(chosen?.supplementAmountCents ?? 0, i18n.locale);
  const total = formatEuros((chosen?.amountCents ?? 0) + supplements * (chosen?.supplementAmountCents ?? 0), i18n.locale);

  const submit = async () => {
    if (!actCode) return;
    setError(null);
    const outcome = await complete({
      requestId,
      actCode,
      supplements: chosen && chosen.maxSupplements > 0 ? supplements : 0,
      billingNumber: needsNumber ? billingNumber : null,
    });
    if (outcome.ok) onCompleted();
    else setError(errorText(outcome.error));
  };

  return (
    <>
      <RadioGroup className="act-code-group" value={actCode} onChange={(value) => setActCode(value as ActCode)} isRequired>
        <Label className="field-label">
          <Trans>Acte réalisé</Trans>
        </Label>
        {acts.map((act) => (
          <Radio key={act.actCode} value={act.actCode} className="act-code-option" isDisabled={act.yearlyCap?.reached === true}>
            <span className="act-code-title">
              {act.code} · {formatEuros(act.amountCents, i18n.locale)}
            </span>
            <span className="act-code-explanation">{labels[act.actCode as ActCode]?.explanation ?? ""}</span>
            {act.yearlyCap && act.yearlyCap.count > 0 ? <YearlyCapNote {...act.yearlyCap} /> : null}
          </Radio>
        ))}
        <Radio value="NONE" className="act-code-option">
          <span className="act-code-title">{labels.NONE.title}</span>
          <span className="act-code-explanation">
            {acts.length === 0 ? <Trans>Aucun acte de télé-expertise n'est facturable pour votre profession dans votre pays.</Trans> : labels.NONE.explanation}
          </span>
        </Radio>
      </RadioGroup>
      {chosen && chosen.maxSupplements > 0 && supplementCode ? (
        <RadioGroup className="act-supplements" orientation="horizontal" value={String(supplements)} onChange={(value) => setSupplements(Number(value))}>
          <Label className="field-label">
            <Trans>
              {supplementCode} : chaque tranche supplémentaire de 5 minutes ({supplementAmount})
            </Trans>
          </Label>
          {Array.from({ length: chosen.maxSupplements + 1 }, (_, count) => (
            <Radio key={count} value={String(count)} className="act-supplement-option">
              {count === 0 ? t`Aucune` : `${count} × ${supplementCode}`}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {needsNumber ? (
        numbers.length > 0 ? (
          <RadioGroup className="act-code-group" value={billingNumber} onChange={setBillingNumber} isRequired>
            <Label className="field-label">
              <Trans>Numéro de facturation</Trans>
            </Label>
            {numbers.map((info) => (
              <Radio key={info.id} value={info.number} className="act-code-option">
                <span className="act-code-title">{info.label}</span>
                <span className="act-code-explanation">{info.number}</span>
              </Radio>
            ))}
          </RadioGroup>
        ) : (
          <p className="act-billing-missing">
            <Trans>
              Cet acte se facture avec votre numéro de facturation : ajoutez-le dans <Link href="/profile_edit">vos paramètres</Link>.
            </Trans>
          </p>
        )
      ) : null}
      {chosen ? (
        <p className="act-total" aria-live="polite">
          <Trans>Montant : {total}</Trans>
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" isDisabled={!actCode} isPending={isCompleting} onPress={() => void submit()}>
          <Trans>Terminer l'avis</Trans>
        </Button>
      </div>
    </>
  );
}

/**
 * RULES.md §8: an act is paid at most a few times a year per patient and per professional (4 TE2
 * for a doctor, 2 for a midwife). Said before the cap is passed; once reached, the act cannot be
 * chosen (the server refuses it too) and the answer is completed without an act.
 */
function YearlyCapNote({ count, cap, reached }: { count: number; cap: number; reached: boolean }) {
  return (
    <span className={reached ? "act-code-cap act-code-cap-reached" : "act-code-cap"}>
      <Plural value={count} one="Vous avez déjà facturé # télé-expertise pour ce patient cette année." other="Vous avez déjà facturé # télé-expertises pour ce patient cette année." />{" "}
      {reached ? <Trans>Le plafond de {cap} par an est atteint : terminez l'avis sans acte.</Trans> : <Trans>Le plafond est de {cap} par an.</Trans>}
    </span>
  );
}
