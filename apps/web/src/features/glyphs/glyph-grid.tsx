'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { codePointLabel } from './code-point-label.ts';
import { GlyphOutline } from './glyph-outline.tsx';
import type { ListedGlyph } from './use-glyph-pages.ts';

/** The smallest cell; columns fill the width with cells at least this wide. */
const MIN_CELL_PX = 72;

interface GlyphGridProps {
  glyphs: readonly ListedGlyph[];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  selectedId: string | undefined;
  onSelect: (glyph: ListedGlyph) => void;
  label: string;
}

/**
 * Every glyph of the list as a square cell, in a scrolling box whose rows are virtualised with
 * TanStack Virtual: only the rows in view are in the page, so a font of thousands of glyphs stays
 * light. Nearing the last loaded row loads the next page.
 */
export function GlyphGrid({
  glyphs,
  hasMore,
  loading,
  onLoadMore,
  selectedId,
  onSelect,
  label,
}: GlyphGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(8);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setColumns(Math.max(3, Math.floor(element.clientWidth / MIN_CELL_PX)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const rowCount = Math.ceil(glyphs.length / columns);
  const cellSize = () => (scroller.current?.clientWidth ?? columns * MIN_CELL_PX) / columns;
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: cellSize,
    overscan: 4,
    // Rows are measured on mount too (a first render without a box lays out eight columns).
    initialRect: { width: columns * MIN_CELL_PX, height: 480 },
  });
  // Rows are as tall as a cell is wide: a new column count changes every row's size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: columns is the trigger, not a value read
  useEffect(() => {
    rows.measure();
  }, [columns, rows]);
  const items = rows.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loading && lastShown >= rowCount - 3) onLoadMore();
  }, [hasMore, loading, lastShown, rowCount, onLoadMore]);

  return (
    <div ref={scroller} className="glyphs__scroller" aria-busy={loading}>
      <ul className="glyphs__grid" aria-label={label} style={{ height: rows.getTotalSize() }}>
        {items.flatMap((row) =>
          glyphs.slice(row.index * columns, row.index * columns + columns).map((glyph, column) => (
            <li
              key={glyph.id}
              className="glyphs__item"
              style={{
                width: `${100 / columns}%`,
                height: row.size,
                transform: `translate(${column * 100}%, ${row.start}px)`,
              }}
            >
              <button
                type="button"
                className="glyphs__cell"
                aria-pressed={selectedId === glyph.id}
                aria-label={[glyph.name, codePointLabel(glyph.codePoint)].filter(Boolean).join(' ')}
                onClick={() => onSelect(glyph)}
              >
                <GlyphOutline path={glyph.path} viewBox={glyph.viewBox} />
              </button>
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
