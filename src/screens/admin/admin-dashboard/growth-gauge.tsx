import { growthLabel } from '@contracts/revenue-figures';
import { useSourceText } from '@/i18n/texts';
import * as css from './revenue.css';
import { useRevenueFormat } from './revenue-format';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The year-over-year gauge: a ring filled to the change (up to 100%), indigo 'Revenue Growth' at 0 or
 * more, red 'Revenue Decline' below; the rounded percent is text, so screen readers read it too.
 */
export function GrowthGauge({ change }: { change: number }) {
  const text = useSourceText();
  const { percent } = useRevenueFormat();
  const tone = change >= 0 ? 'growth' : 'decline';
  const filled = (Math.min(Math.abs(change), 100) / 100) * CIRCUMFERENCE;
  return (
    <figure className={css.gauge} data-tone={tone}>
      <svg className={css.gaugeSvg} viewBox="0 0 120 120" aria-hidden="true">
        <circle className={css.gaugeTrack} cx="60" cy="60" r={RADIUS} />
        <circle
          className={css.gaugeArc[tone]}
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <p className={css.gaugeValue[tone]}>{percent(change)}</p>
      <figcaption className={css.gaugeLabel[tone]}>{text(growthLabel(change))}</figcaption>
    </figure>
  );
}
