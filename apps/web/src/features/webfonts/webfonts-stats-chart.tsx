'use client';

import { useId } from 'react';
import { monthName } from '../../lib/forms/month-name.ts';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';

const WIDTH = 600;
const HEIGHT = 200;
const LABEL_SPACE = 24;

/**
 * Page views per month as bars. The picture is one image with a title and description for screen
 * readers (each bar also has its own title for pointer users); the numbers themselves are in the
 * table that follows it, which is the accessible form of the same data.
 */
export function WebfontsStatsChart({ items }: { items: readonly { month: string; pageViews: number }[] }) {
  const { t, i18n } = useTexts(WEBFONTS_TEXTS);
  const id = useId();
  const highest = Math.max(1, ...items.map((item) => item.pageViews));
  const slot = WIDTH / Math.max(1, items.length);
  const barWidth = Math.max(2, slot * 0.7);

  return (
    <svg
      className="webfonts-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{t('webfonts.statsPage.chartTitle')}</title>
      <desc id={`${id}-desc`}>{t('webfonts.statsPage.chartDescription')}</desc>
      {items.map((item, index) => {
        const height = Math.round((item.pageViews / highest) * (HEIGHT - 10));
        const x = index * slot + (slot - barWidth) / 2;
        return (
          <g key={item.month} data-month={item.month}>
            <rect className="webfonts-chart__bar" x={x} y={HEIGHT - height} width={barWidth} height={height}>
              <title>
                {t('webfonts.statsPage.barLabel', {
                  month: monthName(item.month, i18n.language),
                  count: item.pageViews,
                })}
              </title>
            </rect>
            <text className="webfonts-chart__label" x={x + barWidth / 2} y={HEIGHT + 16} textAnchor="middle">
              {item.month.slice(2)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
