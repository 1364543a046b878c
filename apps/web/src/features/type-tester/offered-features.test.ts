import { describe, expect, it } from 'vitest';
import { offeredFeatures, SHAPING_FEATURES } from './offered-features.ts';

describe('offeredFeatures', () => {
  it('never offers the features the text engine applies by itself', () => {
    const tags = ['ccmp', 'mark', 'mkmk', 'init', 'medi', 'fina', 'isol', 'rtlm', 'kern', 'aalt', 'liga'];
    expect(offeredFeatures(tags).map((feature) => feature.tag)).toEqual(['liga']);
    for (const tag of tags.slice(0, -1)) expect(SHAPING_FEATURES.has(tag)).toBe(true);
  });

  it("names sets and variants by the font's own names, the rest by readable names", () => {
    const features = offeredFeatures(
      ['ss01', 'cv05', 'tnum', 'ss02', 'smcp', 'xyzw'],
      [
        { tag: 'ss01', title: 'Stylistic set 1: Open digits' },
        { tag: 'cv05', title: 'Character variant 5: Lower-case l with tail' },
      ],
    );
    expect(features).toEqual([
      { tag: 'ss01', name: 'Stylistic set 1: Open digits' },
      { tag: 'cv05', name: 'Character variant 5: Lower-case l with tail' },
      { tag: 'tnum', name: 'Tabular figures' },
      { tag: 'ss02', name: 'Stylistic set 2' },
      { tag: 'smcp', name: 'Small capitals' },
      { tag: 'xyzw', name: 'xyzw' },
    ]);
  });

  it('lists a tag once in the order the family gives', () => {
    expect(offeredFeatures(['tnum', 'liga', 'tnum']).map((feature) => feature.tag)).toEqual(['tnum', 'liga']);
  });
});
