import { describe, expect, it } from 'vitest';
import { includesDesktopFiles } from './desktop-font-files.ts';

describe('includesDesktopFiles', () => {
  it('is true with a desktop or corporate licence, false for web, app or e-book alone', () => {
    expect(includesDesktopFiles([{ id: 'web' }, { id: 'desktop' }])).toBe(true);
    expect(includesDesktopFiles([{ id: 'corporate' }, { id: 'third-party-1' }])).toBe(true);
    expect(includesDesktopFiles([{ id: 'web' }, { id: 'app' }, { id: 'ebook' }])).toBe(false);
    expect(includesDesktopFiles([])).toBe(false);
  });
});
