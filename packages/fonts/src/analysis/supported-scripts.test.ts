import { describe, expect, it } from 'vitest';
import { supportedScripts } from './supported-scripts.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('supportedScripts', () => {
  it('names a script when nearly all its core letters are mapped', () => {
    expect(supportedScripts([...range(0x41, 0x5a), ...range(0x61, 0x7a)])).toEqual(['Latin']);
    expect(supportedScripts([...range(0x5d0, 0x5ea), 0x20])).toEqual(['Hebrew']);
  });

  it('does not count a handful of letters as a script', () => {
    expect(supportedScripts([...range(0x61, 0x7a), 0x5f])).toEqual([]);
  });
});
