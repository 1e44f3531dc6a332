import { useId, useState, type ReactNode } from "react";
import { useErrorText } from "../../errors/useErrorText.ts";
import type { UpdateSettingsInput } from "../../__generated__/useUpdateSettingsMutation.graphql";
import { Alert } from "../../ui/Alert.tsx";
import { Switch } from "../../ui/Switch.tsx";
import { useUpdateSettingsMutation } from "./useUpdateSettingsMutation.ts";

type Preference = "acceptsIndividualRequests" | "sendsIndividualRequests" | "usesSmsAlerts" | "isSearchable";

/** One preference as a switch, saved as soon as it is flipped; a refusal leaves it as it was, with the reason. */
export function PreferenceSwitch({ preference, isSelected, children, help }: { preference: Preference; isSelected: boolean; children: ReactNode; help?: ReactNode }) {
  const errorText = useErrorText();
  const [update, isSaving] = useUpdateSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();

  const flip = async (on: boolean) => {
    setError(null);
    const input: UpdateSettingsInput = { [preference]: on };
    const outcome = await update(input);
    if (!outcome.ok) setError(errorText(outcome.error));
  };

  return (
    <div className="settings-preference">
      <Switch isSelected={isSelected} onChange={(on) => void flip(on)} isDisabled={isSaving} aria-describedby={help ? helpId : undefined}>
        {children}
      </Switch>
      {help ? <p id={helpId} className="settings-preference-help">{help}</p> : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
