import { useLingui } from "@lingui/react/macro";
import { Spinner } from "./Spinner.tsx";

export function LoadingView() {
  const { t } = useLingui();
  return (
    <div className="loading-view">
      <Spinner label={t`Chargement…`} />
    </div>
  );
}
