import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams, useSearchParams } from "react-router";
import type { StatementPageQuery } from "../../__generated__/StatementPageQuery.graphql";
import { formatEuros } from "../../format/money.ts";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Link } from "../../ui/Link.tsx";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { Select } from "../../ui/Select.tsx";
import { StatementChart } from "./StatementChart.tsx";
import { StatementTable } from "./StatementTable.tsx";
import { statementVariables } from "./statement-variables.ts";
import "./statement.css";

/**
 * /statement and /group/{id}/statement (issue 21 item 7): acts and amounts by month of a year,
 * as expert and as requester, billed and not yet billed, with a chart and the CSV. The table is
 * the source of truth; the chart repeats its totals for the eye.
 */
export function StatementPage() {
  const params = useParams();
  if (params.id === undefined) return <StatementContent groupId={null} />;
  const groupId = parseDatabaseId(params.id);
  return groupId === null ? <NotFoundPage /> : <StatementContent groupId={groupId} />;
}

function StatementContent({ groupId }: { groupId: number | null }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const variables = statementVariables(search.get("year"), groupId === null ? null : toGlobalId("Group", groupId));
  const data = useLazyLoadQuery<StatementPageQuery>(
    graphql`
      query StatementPageQuery($year: Int, $groupId: ID) {
        statement(year: $year, groupId: $groupId) {
          __typename
          ... on DomainError {
            message
          }
          # Aliased: present only when the answer is the statement.
          ... on Statement @alias(as: "figures") {
            year
            firstYear
            groupName
            csvPath
            total {
              expert {
                acts
                billedCents
                unbilledCents
              }
              requester {
                acts
                billedCents
                unbilledCents
              }
            }
            ...StatementChart_statement
            ...StatementTable_statement
          }
        }
      }
    `,
    variables,
    { fetchKey: useRetryKey(), fetchPolicy: "store-or-network" },
  );
  const statement = data.statement.figures;
  const title = t`Relevé des actes`;
  const back = groupId === null ? null : (
    <Link href={`/group/${groupId}`} className="statement-back">
      <Trans>Retour au groupe</Trans>
    </Link>
  );
  if (!statement) {
    return (
      <div className="page statement-page">
        <title>{`${title} · Consilium`}</title>
        <header className="page-header">
          {back}
          <h1 className="page-title">{title}</h1>
        </header>
        <Alert>{data.statement.__typename === "DomainError" ? data.statement.message : t`Le relevé n’a pas pu être chargé.`}</Alert>
      </div>
    );
  }
  const { expert, requester } = statement.total;
  const billed = expert.billedCents + requester.billedCents;
  const unbilled = expert.unbilledCents + requester.unbilledCents;
  const acts = expert.acts + requester.acts;
  const lastYear = Math.max(new Date().getFullYear(), statement.year);
  const years = Array.from({ length: lastYear - statement.firstYear + 1 }, (_, index) => lastYear - index).map((value) => ({ id: String(value), label: String(value) }));
  const money = (cents: number) => formatEuros(cents, i18n.locale);
  return (
    <div className="page statement-page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        {back}
        <h1 className="page-title">{statement.groupName ? t`Relevé des actes · ${statement.groupName}` : title}</h1>
        <p className="muted">
          {statement.groupName ? (
            <Trans>Les actes de télé-expertise du groupe (avis rendus par le groupe, demandes envoyées depuis le groupe), par mois de clôture, au tarif en vigueur le jour de la clôture.</Trans>
          ) : (
            <Trans>Vos actes de télé-expertise (comme requis et comme requérant), par mois de clôture, au tarif en vigueur le jour de la clôture. Un acte compte comme facturé une fois marqué « Facturé ».</Trans>
          )}
        </p>
      </header>
      <div className="statement-toolbar">
        <Select
          label={t`Année`}
          options={years}
          value={String(statement.year)}
          onChange={(value) => {
            const next = new URLSearchParams(search);
            next.set("year", String(value));
            setSearch(next);
          }}
          className="statement-year"
        />
        {/* A plain link: the answer is a file, downloaded with the session cookie. */}
        <a className="button button-secondary" href={statement.csvPath} download>
          <Trans>Télécharger (CSV)</Trans>
        </a>
      </div>
      <dl className="statement-summary">
        <div>
          <dt>
            <Trans>Actes en {statement.year}</Trans>
          </dt>
          <dd>{acts}</dd>
        </div>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(billed + unbilled)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Facturé</Trans>
          </dt>
          <dd>{money(billed)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Reste à facturer</Trans>
          </dt>
          <dd>{money(unbilled)}</dd>
        </div>
      </dl>
      {acts === 0 ? (
        <p className="statement-empty">
          <Trans>Aucun acte facturable clôturé en {statement.year}.</Trans>
        </p>
      ) : null}
      <StatementChart statement={statement} />
      <StatementTable statement={statement} />
    </div>
  );
}
