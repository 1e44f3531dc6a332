import { graphql, useFragment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { StatementTable_statement$key } from "../../__generated__/StatementTable_statement.graphql";
import { formatEuros } from "../../format/money.ts";
import { monthName } from "./month-names.ts";

type Side = { readonly acts: number; readonly amountCents: number; readonly billedCents: number; readonly unbilledCents: number };

/** The statement's figures, month by month and for the year: what the chart draws and the CSV holds. */
export function StatementTable({ statement }: { statement: StatementTable_statement$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment StatementTable_statement on Statement {
        year
        months {
          month
          expert {
            acts
            amountCents
            billedCents
            unbilledCents
          }
          requester {
            acts
            amountCents
            billedCents
            unbilledCents
          }
        }
        total {
          expert {
            acts
            amountCents
            billedCents
            unbilledCents
          }
          requester {
            acts
            amountCents
            billedCents
            unbilledCents
          }
        }
      }
    `,
    statement,
  );
  const money = (cents: number) => formatEuros(cents, i18n.locale);
  const cells = (expert: Side, requester: Side) => (
    <>
      <td>{expert.acts}</td>
      <td>{money(expert.amountCents)}</td>
      <td>{requester.acts}</td>
      <td>{money(requester.amountCents)}</td>
      <td>{money(expert.billedCents + requester.billedCents)}</td>
      <td>{money(expert.unbilledCents + requester.unbilledCents)}</td>
      <td className="statement-total-cell">{money(expert.amountCents + requester.amountCents)}</td>
    </>
  );
  const caption = t`Actes et montants par mois, ${data.year}`;
  return (
    // Scrolls sideways on a phone; focusable and named so a keyboard user can scroll it too.
    <div className="statement-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="statement-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Mois`}</th>
            <th scope="col">{t`Actes comme requis`}</th>
            <th scope="col">{t`Montant comme requis`}</th>
            <th scope="col">{t`Actes comme requérant`}</th>
            <th scope="col">{t`Montant comme requérant`}</th>
            <th scope="col">{t`Facturé`}</th>
            <th scope="col">{t`Non facturé`}</th>
            <th scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {data.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month, i18n.locale, "long")}</th>
              {cells(month.expert, month.requester)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t`Total ${data.year}`}</th>
            {cells(data.total.expert, data.total.requester)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
