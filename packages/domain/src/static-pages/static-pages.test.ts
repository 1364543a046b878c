import { describe, expect, it } from 'vitest';
import { helpItemMatches, helpSearchWords } from './help-search.ts';
import { buildHelpTree, filterHelpTree, findHelpItem } from './help-tree.ts';
import { activeHolidayNotice, calendarDate, isHolidayNoticeActive } from './holiday-notice.ts';

const item = (id: number, parentId: number | null, title: string, body = '', sort = 0) => ({
  id,
  parentId,
  url: `item-${id}`,
  title,
  body,
  sort,
});

describe('helpSearchWords', () => {
  it('lower-cases, splits on spaces, trims edge punctuation and drops repeats', () => {
    expect(helpSearchWords('  Web-fonts, INVOICE invoice! ')).toEqual(['web-fonts', 'invoice']);
    expect(helpSearchWords('')).toEqual([]);
    expect(helpSearchWords(null)).toEqual([]);
    expect(helpSearchWords('?? !!')).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(helpSearchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('helpItemMatches', () => {
  it('needs every word in the title or the body, ignoring case', () => {
    const article = { title: 'Paying by invoice', body: 'We send a **PDF** by e-mail.' };
    expect(helpItemMatches(article, ['invoice', 'pdf'])).toBe(true);
    expect(helpItemMatches(article, ['invoice', 'card'])).toBe(false);
    expect(helpItemMatches(article, [])).toBe(true);
  });
});

describe('help tree', () => {
  const rows = [
    item(3, 1, 'Second article', 'about kerning', 2),
    item(1, null, 'Licensing', '', 1),
    item(2, 1, 'First article', 'about desktop licences', 1),
    item(4, null, 'Shipping', '', 0),
    item(5, 4, 'Parcels', 'tracking numbers'),
    item(6, 99, 'Orphan'),
  ];
  const tree = buildHelpTree(rows);

  it('orders each level by sort, links children to parents and keeps orphans as roots', () => {
    expect(tree.map((node) => node.id)).toEqual([4, 6, 1]);
    expect(tree[2]?.children.map((node) => node.title)).toEqual(['First article', 'Second article']);
    expect(tree[2]?.children[0]?.parent?.id).toBe(1);
  });

  it('survives a parent cycle without losing items', () => {
    const cyclic = buildHelpTree([item(1, 2, 'A'), item(2, 1, 'B')]);
    const count = (nodes: typeof cyclic): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
    expect(count(cyclic)).toBe(2);
  });

  it('keeps the matching articles under their sections', () => {
    const found = filterHelpTree(tree, ['kerning']);
    expect(found.map((node) => node.id)).toEqual([1]);
    expect(found[0]?.children.map((node) => node.id)).toEqual([3]);
  });

  it('keeps every article of a section found by its own title', () => {
    const found = filterHelpTree(tree, ['licensing']);
    expect(found[0]?.children.map((node) => node.id)).toEqual([2, 3]);
  });

  it('finds nothing for a word nowhere, and everything without words', () => {
    expect(filterHelpTree(tree, ['zebra'])).toEqual([]);
    expect(filterHelpTree(tree, [])).toHaveLength(3);
  });

  it('finds an item by url at any depth', () => {
    expect(findHelpItem(tree, 'item-5')?.title).toBe('Parcels');
    expect(findHelpItem(tree, 'missing')).toBeNull();
  });
});

describe('holiday notices', () => {
  it('is active from its first to its last day, both included', () => {
    const notice = { start: '2026-12-20', end: '2027-01-03' };
    expect(isHolidayNoticeActive(notice, '2026-12-19')).toBe(false);
    expect(isHolidayNoticeActive(notice, '2026-12-20')).toBe(true);
    expect(isHolidayNoticeActive(notice, '2027-01-03')).toBe(true);
    expect(isHolidayNoticeActive(notice, '2027-01-04')).toBe(false);
  });

  it('picks the notice that started last when several are active, then the newest', () => {
    const notices = [
      { id: 1, start: '2026-12-01', end: '2026-12-31' },
      { id: 2, start: '2026-12-10', end: '2026-12-12' },
      { id: 3, start: '2026-12-10', end: '2026-12-15' },
      { id: 4, start: '2027-01-01', end: '2027-01-02' },
    ];
    expect(activeHolidayNotice(notices, '2026-12-11')?.id).toBe(3);
    expect(activeHolidayNotice(notices, '2026-12-20')?.id).toBe(1);
    expect(activeHolidayNotice(notices, '2026-11-30')).toBeNull();
  });

  it("takes today's date in the studio's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Brno.
    expect(calendarDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(calendarDate(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31');
  });
});
