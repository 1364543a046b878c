'use client';

import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { codePointLabel } from './code-point-label.ts';
import { GlyphOutline } from './glyph-outline.tsx';
import { gridKeyMove } from './grid-key-move.ts';
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
 *
 * The grid is one tab stop (an ARIA grid with a roving tabindex, docs/family-page.md): arrows, Home,
 * End, PageUp and PageDown move the active cell, which the virtualiser scrolls into view and keeps
 * rendered while focus is in the grid; Enter or Space shows the glyph large.
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
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first call comes after the frame's layout; a width read here would force a
    // layout in the middle of the page's hydration (docs/performance.md, "Session 15: Lighthouse").
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The active cell, by glyph (a new search or tab keeps no stale index): the selected one at first.
  const [activeId, setActiveId] = useState<string | undefined>();
  const [focusWithin, setFocusWithin] = useState(false);
  const focusPending = useRef(false);
  const found = glyphs.findIndex((glyph) => glyph.id === (activeId ?? selectedId));
  const activeIndex = Math.max(0, found);
  const activeRow = Math.floor(activeIndex / columns);

  const rowCount = Math.ceil(glyphs.length / columns);
  const cellSize = () => (scroller.current?.clientWidth ?? columns * MIN_CELL_PX) / columns;
  // While focus is in the grid its row stays rendered, wherever the box is scrolled, so focus is not lost.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (!focusWithin || activeRow >= range.count || indexes.includes(activeRow)) return indexes;
      return [...indexes, activeRow].sort((a, b) => a - b);
    },
    [focusWithin, activeRow],
  );
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: cellSize,
    overscan: 4,
    rangeExtractor,
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

  // The tab stop: the active cell when it is rendered, else the first cell in view (focusing it makes it active).
  const activeRendered = items.some((row) => row.index === activeRow);
  const tabStop = activeRendered ? activeIndex : (rows.range?.startIndex ?? items[0]?.index ?? 0) * columns;

  // After a key moved the active cell: it is rendered now (kept by the range above), so focus follows.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-glyph-index="${activeIndex}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const active = glyphs[activeIndex];
    if ((event.key === 'Enter' || event.key === ' ') && active) {
      event.preventDefault();
      onSelect(active);
      return;
    }
    const clientHeight = scroller.current?.clientHeight ?? 0;
    const pageRows = Math.max(1, Math.floor(clientHeight / cellSize()));
    const target = gridKeyMove(event.key, event.ctrlKey || event.metaKey, {
      index: activeIndex,
      count: glyphs.length,
      columns,
      pageRows,
    });
    const glyph = target === undefined ? undefined : glyphs[target];
    if (target === undefined || !glyph) return;
    event.preventDefault();
    focusPending.current = true;
    setActiveId(glyph.id);
    rows.scrollToIndex(Math.floor(target / columns), { align: 'auto' });
  };

  return (
    <div ref={scroller} className="glyphs__scroller" aria-busy={loading}>
      {/* biome-ignore lint/a11y/useSemanticElements: virtualised rows are placed one by one, not laid out as a table */}
      <div
        role="grid"
        className="glyphs__grid"
        aria-label={label}
        aria-rowcount={hasMore ? -1 : rowCount}
        aria-colcount={columns}
        style={{ height: rows.getTotalSize() }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          setFocusWithin(true);
          const index = Number((event.target as HTMLElement).dataset.glyphIndex);
          const glyph = glyphs[index];
          if (glyph && glyph.id !== activeId) setActiveId(glyph.id);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
        }}
      >
        {items.map((row) => (
          // biome-ignore lint/a11y/useSemanticElements: a virtualised row, placed by the virtualiser (see the grid)
          // biome-ignore lint/a11y/useFocusableInteractive: focus moves between the glyph buttons of the cells
          <div
            key={row.key}
            role="row"
            aria-rowindex={row.index + 1}
            className="glyphs__row"
            style={{ height: row.size, transform: `translateY(${row.start}px)` }}
          >
            {glyphs.slice(row.index * columns, row.index * columns + columns).map((glyph, column) => {
              const index = row.index * columns + column;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a cell of a virtualised row (see the grid)
                // biome-ignore lint/a11y/useFocusableInteractive: its button takes focus (roving tabindex)
                <div
                  key={glyph.id}
                  role="gridcell"
                  aria-colindex={column + 1}
                  className="glyphs__item"
                  style={{ width: `${100 / columns}%` }}
                >
                  <button
                    type="button"
                    className="glyphs__cell"
                    data-glyph-index={index}
                    tabIndex={index === tabStop ? 0 : -1}
                    aria-pressed={selectedId === glyph.id}
                    aria-label={[glyph.name, codePointLabel(glyph.codePoint)].filter(Boolean).join(' ')}
                    onClick={() => onSelect(glyph)}
                  >
                    <GlyphOutline path={glyph.path} viewBox={glyph.viewBox} />
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
