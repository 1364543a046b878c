import { describe, expect, it } from 'vitest';
import { featurePairSettings } from './feature-pair-settings.ts';

describe('featurePairSettings', () => {
  it('forces the feature off and on', () => {
    expect(featurePairSettings('liga')).toEqual({ off: '"liga" 0', on: '"liga" 1' });
    expect(featurePairSettings('ss01')).toEqual({ off: '"ss01" 0', on: '"ss01" 1' });
  });

  it('never lets a tag close the CSS string, and refuses what is not a tag', () => {
    expect(featurePairSettings('ss0"1; color: red')?.on).toBe('"ss01" 1');
    expect(featurePairSettings('ab')).toBeNull();
  });
});
