import { Suspense, useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import { billingCatalogue } from "../../i18n/catalogues.ts";
import { loadExtraCatalogue } from "../../i18n/activate.ts";
import { lazyComponent } from "../../ui/lazy-component.ts";

// The billing modal, its calls and its strings are chunks of their own: most request pages never open it.
const BillingModal = lazyComponent(async () => {
  const [module] = await Promise.all([import("./BillingModal.tsx"), loadExtraCatalogue(billingCatalogue)]);
  return module.BillingModal;
});

/** Spec 2 §6: "A billing button appears when the group has no auto_billing and eligibility rules hold" (Request.canBill). */
export function BillingButton({ requestId, databaseId }: { requestId: string; databaseId: number }) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => BillingModal.preload(), []);
  return (
    <div className="billing-button-row">
      <Button variant="primary" onPress={() => setOpen(true)}>
        <Trans>Facturer</Trans>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <BillingModal requestId={requestId} databaseId={databaseId} isOpen onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
