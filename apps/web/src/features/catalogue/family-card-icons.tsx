'use client';

import { useQuery } from 'urql';
import { useNearViewport } from '../../lib/viewport/use-near-viewport.ts';
import { GlyphOutline } from '../glyphs/index.ts';
import { ReadCardIconsQuery } from './queries/read-card-icons.ts';

/** Enough icons to fill a wide row; the narrower rows of a phone hide what does not fit. */
const CARD_ICON_COUNT = 12;

/**
 * An icon font shown as what it is: its first icons drawn from their outlines at the list's size.
 * Until they arrive (or if they cannot) the row keeps its height and shows nothing; the name above says what it is.
 */
export function FamilyCardIcons({ styleId, size }: { styleId: string; size: number }) {
  // The outlines are asked for only as the card nears the screen: a page's first load stays light.
  const [row, near] = useNearViewport<HTMLDivElement>();
  const [{ data }] = useQuery({
    query: ReadCardIconsQuery,
    variables: { styleID: styleId, pageSize: CARD_ICON_COUNT },
    pause: !near,
  });
  const icons = data?.readGlyphs.nodes ?? [];
  return (
    <div
      ref={row}
      className="family-card__icons"
      style={{ ['--sample-size' as string]: `${size}px` }}
      aria-hidden="true"
    >
      {icons.map((icon) => (
        <GlyphOutline key={icon.id} path={icon.path} viewBox={icon.viewBox} className="family-card__icon" />
      ))}
    </div>
  );
}
