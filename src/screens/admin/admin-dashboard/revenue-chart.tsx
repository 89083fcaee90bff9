import { BAR_CATEGORY_GAP, BAR_GAP_PX, revenuePanelTexts } from '@contracts/revenue-figures';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useSourceText } from '@/i18n/texts';
import * as css from './revenue.css';
import { useRevenueFormat } from './revenue-format';

const WIDTH = 640;
const HEIGHT = 300;
const margin = { top: 16, right: 16, bottom: 36, left: 80 };
const innerWidth = WIDTH - margin.left - margin.right;
const innerHeight = HEIGHT - margin.top - margin.bottom;

export interface MonthRevenue {
  label: string;
  revenue: number;
}

/**
 * The monthly bar chart (visx): x the month, y the amount with '$' labels, a 10% category gap and 4 px
 * between bars; hovering a bar shows its 'Revenue'. Screen readers get the table beside it instead.
 */
export function RevenueChart({ months, year }: { months: MonthRevenue[]; year: number }) {
  const text = useSourceText();
  const money = useRevenueFormat();
  const xScale = scaleBand<string>({
    domain: months.map((month) => month.label),
    range: [0, innerWidth],
    padding: BAR_CATEGORY_GAP,
  });
  const highest = Math.max(1, ...months.map((month) => month.revenue));
  const yScale = scaleLinear<number>({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const barWidth = Math.max(1, xScale.bandwidth() - BAR_GAP_PX);

  return (
    <svg className={css.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" data-year={year}>
      <g transform={`translate(${margin.left},${margin.top})`}>
        {months.map((month) => {
          const top = yScale(month.revenue);
          return (
            <g key={month.label} data-testid="revenue-bar">
              <title>{`${month.label} · ${text(revenuePanelTexts.tooltip)}: ${money.dollars(month.revenue)}`}</title>
              <Bar
                className={css.bar}
                x={(xScale(month.label) ?? 0) + BAR_GAP_PX / 2}
                y={top}
                width={barWidth}
                height={innerHeight - top}
              />
            </g>
          );
        })}
        <AxisLeft
          scale={yScale}
          numTicks={5}
          tickFormat={(value) => money.dollars(Number(value))}
          axisLineClassName={css.axisLine}
          tickClassName={css.axisText}
        />
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          axisLineClassName={css.axisLine}
          tickClassName={css.axisText}
        />
      </g>
    </svg>
  );
}
