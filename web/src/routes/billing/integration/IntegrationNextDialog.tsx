import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/Button.tsx";
import { Link } from "../../../ui/Link.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import type { IntegrationUpdated } from "./useUpdateIntegrationMutation.ts";

/** Spec 2 §4 "Billing flags": once the tasks are done, the remaining count and a link to the next item. */
export function IntegrationNextDialog({ next, onClose }: { next: IntegrationUpdated | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Élément archivé`} isOpen={next !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <p>{next && next.remainingCount > 0 ? t`Il reste ${next.remainingCount} élément(s) à traiter.` : t`Il ne reste aucun élément à traiter.`}</p>
      <div className="integration-next-actions">
        <Button onPress={onClose}>
          <Trans>Fermer</Trans>
        </Button>
        {next?.nextDatabaseId ? (
          <Link href={`/integration/${next.nextDatabaseId}`} className="button button-primary" onPress={onClose}>
            {t`Élément suivant`}
          </Link>
        ) : (
          <Link href="/integration" className="button button-primary" onPress={onClose}>
            {t`Retour à la liste`}
          </Link>
        )}
      </div>
    </ModalDialog>
  );
}
