import { Suspense, useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import { documentsCatalogue } from "./documents-catalogue.ts";
import { loadExtraCatalogue } from "../../i18n/activate.ts";
import { lazyComponent } from "../../ui/lazy-component.ts";

// The report modal, its query and its strings are chunks of their own (the documents catalogue):
// the request and consult pages are at their bundle budget.
const ReportModal = lazyComponent(async () => {
  const [module] = await Promise.all([import("./ReportModal.tsx"), loadExtraCatalogue(documentsCatalogue)]);
  return module.ReportModal;
});

/**
 * Spec 2 §4 "completed shows a report button" (issue 22 item 1): on both sides of a completed
 * consult. Its label is not the bare "Compte rendu": the billing catalogue translates that one
 * (the integrated report), and catalogues loaded later win for a shared message id.
 */
export function ReportButton({ requestId }: { requestId: string }) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => ReportModal.preload(), []);
  return (
    <div className="report-button-row">
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Compte rendu de l'avis</Trans>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportModal requestId={requestId} isOpen onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
