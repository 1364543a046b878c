import { describe, expect, it } from 'vitest';
import { countBlockWords } from '../editorial-blocks.ts';
import { checkSchemaBlock, readSchemaBlock, SCHEMA_BLOCK_KINDS } from './block-schemas.ts';

const image = { key: 'stories/a.png', width: 800, height: 600, alt: ' A picture ' };

describe('block schemas', () => {
  it('has a schema for each of the kinds beyond the first six', () => {
    expect(SCHEMA_BLOCK_KINDS).toHaveLength(37);
    expect(SCHEMA_BLOCK_KINDS).not.toContain('paragraph');
  });

  it('trims texts, fills defaults and stores blanks as null', () => {
    expect(checkSchemaBlock('spacer', {})).toEqual({ ok: true, fields: { size: 'medium' } });
    expect(checkSchemaBlock('imageWide', { image, caption: '  ' })).toEqual({
      ok: true,
      fields: { image: { ...image, alt: 'A picture' }, caption: null },
    });
    expect(checkSchemaBlock('fontSample', { family: 'inter', text: ' Hi ' })).toEqual({
      ok: true,
      fields: { family: 'inter', text: 'Hi', fontSize: 64 },
    });
  });

  it('accepts only safe links, media addresses and embed hosts', () => {
    const link = (href: string) => checkSchemaBlock('buttonRow', { links: [{ label: 'Go', href }] }).ok;
    expect(['/fonts', 'https://example.com/a', 'mailto:studio@example.com'].map(link)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['javascript:alert(1)', '//evil.example', 'http://example.com', 'data:text/html,x'].map(link),
    ).toEqual([false, false, false, false]);
    const embed = (url: string) => checkSchemaBlock('embed', { title: 'Map', url }).ok;
    expect(embed('https://www.openstreetmap.org/export/embed.html')).toBe(true);
    expect(embed('https://evil.example/frame')).toBe(false);
    expect(embed('http://www.openstreetmap.org/')).toBe(false);
  });

  it('keys errors by the path of the field', () => {
    expect(checkSchemaBlock('slideshow', { title: 'S', slides: [{ image: { ...image, alt: '' } }] })).toEqual(
      {
        ok: false,
        errors: {
          slides: 'Add at least 2 entries.',
          'slides.0.image.alt': 'Write this field or remove the block.',
        },
      },
    );
    expect(checkSchemaBlock('lead', null)).toEqual({
      ok: false,
      errors: { fields: 'Write the fields as one JSON object.' },
    });
  });

  it('reads a stored block back with its kind, and drops one that no longer passes', () => {
    expect(readSchemaBlock({ type: 'statistics', figures: [{ value: '9', label: 'weights' }] })).toEqual({
      kind: 'statistics',
      figures: [{ value: '9', label: 'weights' }],
    });
    expect(readSchemaBlock({ type: 'statistics', figures: [] })).toBeNull();
    expect(readSchemaBlock({ type: 'paragraph', text: 'not a schema kind' })).toBeNull();
  });

  it('counts the words of prose fields for the reading time, not labels or code', () => {
    expect(
      countBlockWords([
        { type: 'tabs', title: 'Two words', tabs: [{ title: 'One', text: 'three words here' }] },
        { type: 'code', code: 'lots of code words' },
        { type: 'lead', text: 'four words of lead' },
      ]),
    ).toBe(7);
  });
});
