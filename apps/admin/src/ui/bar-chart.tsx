import { TEXT } from '../lib/texts.ts';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as the table shows it ('€1,234.00'). */
  valueText: string;
}

/**
 * A horizontal bar chart: a list of labelled values, each drawn as one inline SVG bar (no chart
 * library: see docs/back-office.md). Screen readers read the labels and values; the bars are hidden
 * from them. Negative values (refunds above sales) grow left of a middle zero line.
 */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const largest = Math.max(1, ...bars.map((bar) => Math.abs(bar.value)));
  const signed = bars.some((bar) => bar.value < 0);
  return (
    <figure className="bar-chart">
      <figcaption>{title}</figcaption>
      {bars.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ol>
          {bars.map((bar) => {
            const length = (Math.abs(bar.value) / largest) * (signed ? 50 : 100);
            const start = signed && bar.value < 0 ? 50 - length : signed ? 50 : 0;
            return (
              <li key={bar.key}>
                <span className="bar-label">{bar.label}</span>
                <svg
                  className="bar-track"
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect
                    className={bar.value < 0 ? 'bar bar-negative' : 'bar'}
                    x={start}
                    width={length}
                    height={10}
                  />
                </svg>
                <span className="bar-value">{bar.valueText}</span>
              </li>
            );
          })}
        </ol>
      )}
    </figure>
  );
}
