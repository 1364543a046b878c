import { describe, expect, it } from 'vitest';
import {
  checkEditorialBlocks,
  countBlockWords,
  PAGE_BLOCK_KINDS,
  STORY_BLOCK_KINDS,
} from './editorial-blocks.ts';

describe('checkEditorialBlocks', () => {
  it('stores each kind with its own fields, trimmed, and drops blank list items', () => {
    const { blocks, errors } = checkEditorialBlocks(
      [
        { kind: 'paragraph', text: '  Hello there. ', level: 3 },
        { kind: 'headline', text: 'Part two', level: 3 },
        { kind: 'list', items: ['one', ' ', 'two '], ordered: true },
        { kind: 'pullquote', text: 'Quoted', attribution: ' ' },
        {
          kind: 'image',
          image: { key: 'stories/a.jpg', width: 800, height: 600, alt: ' A page ' },
          caption: '',
        },
      ],
      STORY_BLOCK_KINDS,
    );
    expect(errors).toEqual({});
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Hello there.' },
      { type: 'headline', text: 'Part two', level: 3 },
      { type: 'list', ordered: true, items: ['one', 'two'] },
      { type: 'pullquote', text: 'Quoted', attribution: null },
      {
        type: 'image',
        image: { key: 'stories/a.jpg', width: 800, height: 600, alt: 'A page' },
        caption: null,
      },
    ]);
  });

  it('keys each error by the block and field', () => {
    const { errors } = checkEditorialBlocks(
      [
        { kind: 'headline', text: '', level: 1 },
        { kind: 'list', items: [' '] },
        { kind: 'image', image: { key: '../secret', width: 1, height: 1, alt: '' } },
        { kind: 'person', name: 'Ada' },
        { kind: 'marquee' },
        { kind: 'video', fields: '{"title":"A film","source":"javascript:alert(1)"}' },
      ],
      STORY_BLOCK_KINDS,
    );
    expect(errors).toEqual({
      'blocks.0.text': 'Write the text or remove the block.',
      'blocks.0.level': 'A headline is of level 2, 3 or 4.',
      'blocks.1.items': 'Write at least one item, one per line.',
      'blocks.2.image': expect.stringContaining('stored image'),
      'blocks.2.alt': expect.stringContaining('Describe'),
      'blocks.3.kind': expect.stringContaining('Choose one of'),
      'blocks.4.kind': expect.stringMatching(/^Unknown block kind “marquee”. Choose one of: paragraph, /),
      'blocks.5.source': 'A path on this site (/…) or an https:// address.',
      'blocks.5.captions': 'Give captions (missing or of the wrong type).',
    });
  });

  it('allows person blocks on pages and refuses more than 200 blocks', () => {
    expect(checkEditorialBlocks([{ kind: 'person', name: ' Ada ' }], PAGE_BLOCK_KINDS).blocks).toEqual([
      { type: 'person', name: 'Ada', role: '', about: '' },
    ]);
    const many = Array.from({ length: 201 }, () => ({ kind: 'paragraph', text: 'x' }));
    expect(checkEditorialBlocks(many, PAGE_BLOCK_KINDS).errors).toEqual({ blocks: 'At most 200 blocks.' });
  });
});

describe('countBlockWords', () => {
  it('counts the words of texts and list items, not of images', () => {
    expect(
      countBlockWords([
        { type: 'paragraph', text: 'three little words' },
        { type: 'list', items: ['one', 'two words'] },
        { type: 'image', caption: 'not counted' },
      ]),
    ).toBe(6);
  });
});
