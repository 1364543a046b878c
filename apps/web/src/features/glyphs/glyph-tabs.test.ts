import { describe, expect, it } from 'vitest';
import { glyphTabs } from './glyph-tabs.ts';

describe('glyphTabs', () => {
  it('starts with every glyph and leaves out the private-use tab', () => {
    const tabs = glyphTabs(
      [
        { name: 'Uppercase', count: 30 },
        { name: 'Private use', count: 12 },
        { name: 'Other', count: 5 },
      ],
      'All',
    );
    expect(tabs).toEqual([
      { category: null, name: 'All', count: 47 },
      { category: 'Uppercase', name: 'Uppercase', count: 30 },
      { category: 'Other', name: 'Other', count: 5 },
    ]);
  });
});
