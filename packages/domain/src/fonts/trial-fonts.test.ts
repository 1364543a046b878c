import { describe, expect, it } from 'vitest';
import {
  mayDownloadAnotherTrial,
  nextTrialAt,
  TRIAL_DOWNLOADS_PER_DAY,
  TRIAL_WINDOW_MS,
  trialCharacters,
  trialFamilyName,
} from './trial-fonts.ts';

describe('trialFamilyName', () => {
  it("adds ' Trial' to a family without a reserved name", () => {
    expect(trialFamilyName('Inter  Display', null)).toBe('Inter Display Trial');
  });

  it('replaces a Reserved Font Name, whatever its case', () => {
    expect(trialFamilyName('Source Sans 3', 'Source')).toBe('Trial Sans 3');
    expect(trialFamilyName('SOURCE Code Pro', 'Source')).toBe('Trial Code Pro');
  });

  it('adds Trial when the reserved name is not in the family name', () => {
    expect(trialFamilyName('Vollkorn', 'Source')).toBe('Vollkorn Trial');
  });
});

describe('trialCharacters', () => {
  it('is printable ASCII for Latin', () => {
    const text = trialCharacters(['latin']);
    expect(text.length).toBe(95);
    expect(text.startsWith(' !')).toBe(true);
    expect(text.endsWith('}~')).toBe(true);
  });

  it('adds the basic Arabic letters for Arabic, none for unknown encodings', () => {
    expect(trialCharacters(['arabic'])).toContain('ب');
    expect(trialCharacters(['arabic']).length).toBeGreaterThan(95);
    expect(trialCharacters(['symbols'])).toBe(trialCharacters([]));
  });
});

describe('mayDownloadAnotherTrial', () => {
  it('allows trials up to the daily limit', () => {
    expect(mayDownloadAnotherTrial(TRIAL_DOWNLOADS_PER_DAY - 1)).toBe(true);
    expect(mayDownloadAnotherTrial(TRIAL_DOWNLOADS_PER_DAY)).toBe(false);
  });
});

describe('nextTrialAt', () => {
  const hour = 60 * 60 * 1000;
  const at = (hoursAgo: number) => new Date(Date.UTC(2026, 0, 2) - hoursAgo * hour);
  it('is null below the limit, else when the oldest of the last TRIAL_DOWNLOADS_PER_DAY leaves the window', () => {
    expect(nextTrialAt([at(1), at(2)])).toBeNull();
    const five = [at(1), at(2), at(3), at(4), at(20)];
    expect(nextTrialAt(five)?.getTime()).toBe(at(20).getTime() + TRIAL_WINDOW_MS);
  });
});
