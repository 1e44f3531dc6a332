import { Trans } from "@lingui/react/macro";
import type { Country } from "../../../i18n/locales.ts";
import { ProSanteConnectButton } from "./ProSanteConnectButton.tsx";
import type { PscAction } from "./psc-start.ts";
import "./pro-sante-connect.css";

type Props = {
  /** This installation has the service configured (Query.proSanteConnectAvailable). */
  available: boolean;
  /** The visitor's or the user's country. Spec 1 §6: the card service is for France only. */
  country: Country | (string & {});
  action: PscAction;
  redirectPath: string | null;
  label: string;
};

/**
 * "or" and the card-service button, under a form that does the same thing another way. Shown only
 * in France, and only when this installation has the service configured: a button that can only
 * answer "not available" is a dead end.
 */
export function ProSanteConnectOption({ available, country, ...button }: Props) {
  if (country !== "FR" || !available) return null;
  return (
    <>
      <p className="or-separator">
        <span>
          <Trans>ou</Trans>
        </span>
      </p>
      <ProSanteConnectButton {...button} />
    </>
  );
}
