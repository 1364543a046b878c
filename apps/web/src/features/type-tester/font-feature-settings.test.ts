import { describe, expect, it } from 'vitest';
import { fontFeatureSettings, toggleFeature } from './font-feature-settings.ts';

describe('fontFeatureSettings', () => {
  it('switches on each enabled feature, sorted so equal sets give equal strings', () => {
    expect(fontFeatureSettings(new Set(['smcp', 'liga']))).toBe('"liga" 1, "smcp" 1');
    expect(fontFeatureSettings(['liga', 'smcp'])).toBe(fontFeatureSettings(['smcp', 'liga']));
  });

  it('is normal when nothing is enabled and ignores malformed tags', () => {
    expect(fontFeatureSettings([])).toBe('normal');
    expect(fontFeatureSettings(['li', '"><'])).toBe('normal');
    expect(fontFeatureSettings(['ss01', 'ss01'])).toBe('"ss01" 1');
  });
});

describe('toggleFeature', () => {
  it('adds an absent tag and removes a present one without changing the original', () => {
    const start = new Set(['liga']);
    const added = toggleFeature(start, 'tnum');
    expect([...added].sort()).toEqual(['liga', 'tnum']);
    expect([...toggleFeature(added, 'liga')]).toEqual(['tnum']);
    expect([...start]).toEqual(['liga']);
  });
});
