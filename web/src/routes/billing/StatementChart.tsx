import { graphql, useFragment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { StatementChart_statement$key } from "../../__generated__/StatementChart_statement.graphql";
import { formatWholeEuros } from "../../format/money.ts";
import { monthName } from "./month-names.ts";
import { barHeight, chartTop } from "./statement-chart.ts";

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 84;
const BOTTOM = 32;
const TOP = 16;
const PLOT = HEIGHT - BOTTOM - TOP;

/**
 * Each month's euros as a stacked bar, billed below and not yet billed above, in plain SVG (no
 * chart library for twelve bars). Screen readers get one sentence: the table below holds every figure.
 */
export function StatementChart({ statement }: { statement: StatementChart_statement$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment StatementChart_statement on Statement {
        year
        months {
          month
          expert {
            billedCents
            unbilledCents
          }
          requester {
            billedCents
            unbilledCents
          }
        }
      }
    `,
    statement,
  );
  const bars = data.months.map((month) => ({
    month: month.month,
    billed: month.expert.billedCents + month.requester.billedCents,
    unbilled: month.expert.unbilledCents + month.requester.unbilledCents,
  }));
  const top = chartTop(Math.max(...bars.map((bar) => bar.billed + bar.unbilled)));
  const slot = (WIDTH - LEFT) / 12;
  const barWidth = slot * 0.6;
  const y = (cents: number) => TOP + PLOT - barHeight(cents, top, PLOT);
  return (
    <figure className="statement-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t`Graphique des montants par mois de ${data.year}, facturés et non facturés ; le tableau ci-dessous en donne le détail.`}>
        <g aria-hidden="true">
          {[0, top / 2, top].map((tick) => {
            const at = TOP + PLOT - (tick / top) * PLOT;
            return (
              <g key={tick}>
                <line x1={LEFT} x2={WIDTH} y1={at} y2={at} className="statement-chart-grid" />
                <text x={LEFT - 8} y={at + 4} textAnchor="end" className="statement-chart-axis">
                  {formatWholeEuros(tick, i18n.locale)}
                </text>
              </g>
            );
          })}
          {bars.map((bar, index) => {
            const x = LEFT + index * slot + (slot - barWidth) / 2;
            const billedTop = y(bar.billed);
            const allTop = y(bar.billed + bar.unbilled);
            return (
              <g key={bar.month}>
                {bar.billed > 0 ? <rect x={x} y={billedTop} width={barWidth} height={TOP + PLOT - billedTop} className="statement-bar-billed" /> : null}
                {bar.unbilled > 0 ? <rect x={x} y={allTop} width={barWidth} height={billedTop - allTop} className="statement-bar-unbilled" /> : null}
                {/* A phone has room for the months' initials only (CSS shows one or the other). */}
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="statement-chart-axis statement-month-short">
                  {monthName(bar.month, i18n.locale, "short").replace(/\.$/, "")}
                </text>
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="statement-chart-axis statement-month-narrow">
                  {monthName(bar.month, i18n.locale, "narrow")}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <figcaption className="statement-legend" aria-hidden="true">
        <span className="statement-legend-item">
          <span className="statement-swatch statement-bar-billed" />
          {t`Facturé`}
        </span>
        <span className="statement-legend-item">
          <span className="statement-swatch statement-bar-unbilled" />
          {t`Non facturé`}
        </span>
      </figcaption>
    </figure>
  );
}
