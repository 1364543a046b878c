'use client';

import { useQuery } from 'urql';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { GlyphOutline } from '../glyphs/index.ts';
import { ReadCardIconsQuery } from './queries/read-card-icons.ts';

interface CardIconRowProps {
  styleId: string;
  count: number;
}

function CardIcons({ styleId, count }: CardIconRowProps) {
  const [{ data }] = useQuery({
    query: ReadCardIconsQuery,
    variables: { styleID: styleId, pageSize: count },
  });
  const icons = data?.readGlyphs.nodes ?? [];
  return icons.map((icon) => (
    <GlyphOutline key={icon.id} path={icon.path} viewBox={icon.viewBox} className="family-card__icon" />
  ));
}

/**
 * An icon font's first icons, read and drawn from their outlines; nothing until they arrive (or if
 * they cannot). Fetched with its read (and urql) only when a card nears the screen (family-card-icons.tsx).
 */
export function CardIconRow(props: CardIconRowProps) {
  return (
    <GraphqlProvider>
      <CardIcons {...props} />
    </GraphqlProvider>
  );
}
