import { Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { BillingNumbersSection_user$key } from "../../__generated__/BillingNumbersSection_user.graphql";
import { Button } from "../../ui/Button.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import "./billing-numbers.css";

// Issue 18: the modal (its list, its form and their fields) is a chunk of its own, fetched once
// the section has rendered; the draft's billing-number step opens the same one.
const BillingNumbersModal = lazyComponent(async () => (await import("./BillingNumbersModal.tsx")).BillingNumbersModal);

/**
 * Spec 2 §2 settings, "billing numbers" (France only, §6): the numbers a French professional bills
 * under, one per practice location, managed in the billing numbers modal (§4).
 */
export function BillingNumbersSection({ user }: { user: BillingNumbersSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment BillingNumbersSection_user on User {
        country
        billingInfos {
          id
          label
          number
          isDefault
        }
      }
    `,
    user,
  );
  const [isOpen, setOpen] = useState(false);
  if (data.country !== "FR") return null;
  const numbers = data.billingInfos;
  const chosen = numbers.find((info) => info.isDefault);

  return (
    <section className="settings-section" aria-labelledby="settings-billing-title">
      <h2 id="settings-billing-title" className="settings-section-title">
        <Trans>Numéros de facturation</Trans>
      </h2>
      <p className="settings-section-intro">
        <Trans>Le numéro de facturation (numéro AM) de chaque lieu d'exercice, proposé quand vous terminez un avis.</Trans>
      </p>
      <p className="billing-summary">
        {chosen ? (
          <Trans>
            Par défaut : <strong>{chosen.label}</strong> ({chosen.number})
          </Trans>
        ) : numbers.length > 0 ? (
          <Trans>Aucun numéro par défaut.</Trans>
        ) : (
          <Trans>Aucun numéro de facturation enregistré.</Trans>
        )}
      </p>
      <Button onPress={() => setOpen(true)}>{numbers.length > 0 ? <Trans>Gérer mes numéros de facturation</Trans> : <Trans>Ajouter un numéro de facturation</Trans>}</Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <BillingNumbersModal numbers={numbers} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
