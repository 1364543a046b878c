import { describe, expect, it } from 'vitest';
import { clubPointsText } from './club-points-text.ts';

describe('clubPointsText', () => {
  it('says how many points, singular for one, grouped thousands', () => {
    expect(clubPointsText(120)).toBe('You have 120 points');
    expect(clubPointsText(1)).toBe('You have 1 point');
    expect(clubPointsText(12500)).toBe('You have 12,500 points');
  });

  it('has its own sentence for none', () => {
    expect(clubPointsText(0)).toBe('You have no points yet');
  });
});
