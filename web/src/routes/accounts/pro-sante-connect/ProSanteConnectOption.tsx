import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { ProSanteConnectOption_query$key } from "../../../__generated__/ProSanteConnectOption_query.graphql";
import type { Country } from "../../../i18n/locales.ts";
import { ProSanteConnectButton } from "./ProSanteConnectButton.tsx";
import type { PscAction } from "./psc-start.ts";
import "./pro-sante-connect.css";

type Props = {
  query: ProSanteConnectOption_query$key;
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
export function ProSanteConnectOption({ query, country, ...button }: Props) {
  const data = useFragment(
    graphql`
      fragment ProSanteConnectOption_query on Query {
        proSanteConnectAvailable
      }
    `,
    query,
  );
  if (country !== "FR" || !data.proSanteConnectAvailable) return null;
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
