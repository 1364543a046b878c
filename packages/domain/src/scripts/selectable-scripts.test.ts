import { describe, expect, it } from 'vitest';
import { selectableScripts } from './selectable-scripts.ts';

const all = ['latin', 'arabic', 'hebrew', 'thai'];

describe('selectableScripts', () => {
  it('never offers the current script and keeps the order of the others', () => {
    expect(selectableScripts(all, 'latin')).toEqual(['arabic', 'hebrew', 'thai']);
    expect(selectableScripts(all, 'arabic')).toEqual(['latin', 'hebrew', 'thai']);
  });

  it('keeps arabic while fewer than three scripts are selected', () => {
    expect(selectableScripts(all, 'latin', ['latin', 'hebrew'])).toContain('arabic');
  });

  it('removes arabic once three scripts are selected', () => {
    expect(selectableScripts(all, 'latin', ['latin', 'hebrew', 'thai'])).toEqual(['hebrew', 'thai']);
  });

  it('offers nothing for a family drawn in one script only', () => {
    expect(selectableScripts(['latin'], 'latin')).toEqual([]);
  });
});
