import { Suspense, useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import { documentsCatalogue } from "./documents-catalogue.ts";
import { loadExtraCatalogue } from "../../i18n/activate.ts";
import { lazyComponent } from "../../ui/lazy-component.ts";

// The prescription modal, its calls and its strings are chunks of their own: most consult pages never open it.
const PrescriptionModal = lazyComponent(async () => {
  const [module] = await Promise.all([import("./PrescriptionModal.tsx"), loadExtraCatalogue(documentsCatalogue)]);
  return module.PrescriptionModal;
});

/** Spec 2 §6: "Prescription button: only recipient participants who can prescribe, and in FR only" (Request.canPrescribe). */
export function PrescriptionButton({ requestId, databaseId }: { requestId: string; databaseId: number }) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => PrescriptionModal.preload(), []);
  return (
    <>
      <Button onPress={() => setOpen(true)}>
        <Trans>Ordonnance</Trans>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <PrescriptionModal requestId={requestId} databaseId={databaseId} isOpen onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
