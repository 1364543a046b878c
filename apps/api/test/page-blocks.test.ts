import { SCHEMA_BLOCK_KINDS } from '@foundry/domain/editorial/blocks/block-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSend, signInAs } from './admin/admin-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { PAGE_BLOCK_SAMPLES } from './page-block-samples.ts';

const SAVE_STORY = /* GraphQL */ `
  mutation ($input: StoryInput!) {
    saveStory(input: $input) { id blocks { kind fields } }
  }
`;
const PUBLISH = 'mutation ($id: ID!) { publishStory(id: $id) { id status } }';
const SAVE_PAGE = /* GraphQL */ `
  mutation ($input: StaticPageInput!) { saveStaticPage(input: $input) { id blocks { kind } } }
`;

const READ_STORY = /* GraphQL */ `
  query ($url: String!) {
    readStories(url: $url) {
      nodes {
        blocks {
          __typename
          ... on SubheadlineBlock { kind text }
          ... on TableBlock { caption header rows { cells } }
          ... on SlideshowBlock { title slides { caption image { url width alt } } }
          ... on VideoBlock { source captions captionsLanguage poster { url } }
          ... on EmbedBlock { url height }
          ... on TabsBlock { tabs { title text } }
          ... on StatisticsBlock { figures { value label } }
          ... on CallToActionBlock { link { label href } }
          ... on FontSampleBlock { familyUrl fontSize family { title } }
          ... on VariableFontTesterBlock { family { variableFonts { axes { tag } } } }
          ... on AuthorBioBlock { authorUrl author { title } }
          ... on StoryLinkBlock { label story { title path } }
          ... on RelatedStoriesBlock { storyUrls stories { url } }
          ... on SpacerBlock { size }
        }
      }
    }
  }
`;

type Blocks = { blocks: { __typename: string; [field: string]: unknown }[] };

describe('page blocks: every kind through the write path and the public read', () => {
  let app: TestApp;
  let editor: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app?.close());

  const storyInput = (url: string, blocks: unknown[]) => ({
    type: 'ARTICLE',
    title: 'All the blocks',
    url,
    date: '2026-11-20',
    description: 'Every kind.',
    language: 'en',
    authorIds: [],
    blocks,
  });

  it('stores every kind as sent (trimmed, defaults filled) and serves each as its own type', async () => {
    const kinds = Object.keys(PAGE_BLOCK_SAMPLES) as (keyof typeof PAGE_BLOCK_SAMPLES)[];
    expect(kinds.sort()).toEqual([...SCHEMA_BLOCK_KINDS].sort());
    const input = kinds.map((kind) => ({ kind, fields: JSON.stringify(PAGE_BLOCK_SAMPLES[kind].fields) }));
    const saved = await adminSend<{ saveStory: { id: string; blocks: { kind: string; fields: string }[] } }>(
      app,
      SAVE_STORY,
      { input: storyInput('all-the-blocks', [{ kind: 'paragraph', text: 'First.' }, ...input]) },
      editor,
    );
    expect(saved.body.errors).toBeUndefined();
    const story = saved.body.data?.saveStory;
    expect(story?.blocks.map((block) => block.kind)).toEqual(['paragraph', ...kinds]);
    // What the editor reads back is what it sent.
    for (const block of story?.blocks.slice(1) ?? []) {
      const sample = PAGE_BLOCK_SAMPLES[block.kind as keyof typeof PAGE_BLOCK_SAMPLES];
      expect(JSON.parse(block.fields), block.kind).toMatchObject(sample.fields);
    }
    await adminSend(app, PUBLISH, { id: story?.id }, editor);

    const read = await app.graphql<{ readStories: { nodes: Blocks[] } }>(READ_STORY, {
      url: 'all-the-blocks',
    });
    expect(read.body.errors).toBeUndefined();
    const blocks = read.body.data?.readStories.nodes[0]?.blocks ?? [];
    expect(blocks.map((block) => block.__typename)).toEqual([
      'StoryParagraphBlock',
      ...kinds.map((kind) => PAGE_BLOCK_SAMPLES[kind].type),
    ]);
    const of = (type: string) => blocks.find((block) => block.__typename === type);
    expect(of('SubheadlineBlock')).toEqual({
      __typename: 'SubheadlineBlock',
      kind: 'subheadline',
      text: 'Under the headline',
    });
    expect(of('TableBlock')).toMatchObject({
      header: ['Name', 'Weight'],
      rows: [{ cells: ['Bold', '700'] }],
    });
    expect(of('SlideshowBlock')).toMatchObject({
      title: 'Slides',
      slides: [
        {
          caption: 'One',
          image: { width: 800, alt: 'Picture one', url: expect.stringContaining('stories/one.png') },
        },
        { caption: null },
      ],
    });
    expect(of('VideoBlock')).toMatchObject({
      captions: '/media/film.vtt',
      captionsLanguage: 'en',
      poster: null,
    });
    expect(of('TabsBlock')).toMatchObject({ tabs: [{ title: 'Desktop' }, { title: 'Web', text: 'WOFF2' }] });
    expect(of('CallToActionBlock')).toMatchObject({ link: { label: 'All fonts', href: '/fonts' } });
    expect(of('FontSampleBlock')).toMatchObject({
      familyUrl: 'inter',
      fontSize: 40,
      family: { title: 'Inter' },
    });
    const tester = of('VariableFontTesterBlock') as unknown as {
      family: { variableFonts: { axes: { tag: string }[] }[] };
    };
    expect(tester.family.variableFonts.flatMap((font) => font.axes.map((axis) => axis.tag))).toContain(
      'wght',
    );
    expect(of('AuthorBioBlock')).toMatchObject({
      authorUrl: 'anna-novakova',
      author: { title: expect.any(String) },
    });
    expect(of('StoryLinkBlock')).toMatchObject({
      label: 'Read this',
      story: { path: '/articles/designing-for-many-scripts' },
    });
    // A story that is not published is left out of the chosen ones.
    expect(of('RelatedStoriesBlock')).toMatchObject({
      storyUrls: ['designing-for-many-scripts', 'no-such-story'],
      stories: [{ url: 'designing-for-many-scripts' }],
    });
  });

  it('refuses unknown kinds, bad fields and unsafe addresses with a message per field, and writes nothing', async () => {
    const refused = await adminSend(
      app,
      SAVE_STORY,
      {
        input: storyInput('refused-blocks', [
          { kind: 'marquee', fields: '{}' },
          { kind: 'person', name: 'Ada' },
          {
            kind: 'callToAction',
            fields: JSON.stringify({ title: 'x', link: { label: 'Go', href: 'javascript:alert(1)' } }),
          },
          { kind: 'embed', fields: JSON.stringify({ title: 'x', url: 'https://evil.example/frame' }) },
          {
            kind: 'slideshow',
            fields: JSON.stringify({
              title: 'One slide',
              slides: [{ image: { key: 'a.png', width: 1, height: 1, alt: '' } }],
            }),
          },
          { kind: 'video', fields: JSON.stringify({ title: 'No captions', source: '/v.mp4' }) },
          { kind: 'table', fields: JSON.stringify({ caption: 'T', header: ['a', 'b'], rows: [['1']] }) },
          { kind: 'lead', fields: 'not json' },
        ]),
      },
      editor,
    );
    const errors =
      (refused.body.errors?.[0]?.extensions as { fields?: Record<string, string> })?.fields ?? {};
    expect(errors['blocks.0.kind']).toMatch(/^Unknown block kind “marquee”/);
    expect(errors['blocks.1.kind']).toMatch(/does not belong here/);
    expect(errors['blocks.2.link.href']).toMatch(/path on this site/);
    expect(errors['blocks.3.url']).toMatch(/www.openstreetmap.org/);
    expect(errors['blocks.4.slides']).toBe('Add at least 2 entries.');
    expect(errors['blocks.4.slides.0.image.alt']).toBeDefined();
    expect(errors['blocks.5.captions']).toMatch(/captions/);
    expect(errors['blocks.6.rows']).toBe('Every row has as many cells as the header.');
    expect(errors['blocks.7.fields']).toBe('Write the fields as one JSON object.');
    const read = await app.graphql<{ readStories: { nodes: unknown[] } }>(READ_STORY, {
      url: 'refused-blocks',
    });
    expect(read.body.data?.readStories.nodes).toEqual([]);
  });

  it('gives static pages the same kinds, person blocks included', async () => {
    const saved = await adminSend<{ saveStaticPage: { blocks: { kind: string }[] } }>(
      app,
      SAVE_PAGE,
      {
        input: {
          url: 'blocks-page',
          kind: 'generic',
          title: 'Blocks',
          description: null,
          blocks: [
            { kind: 'person', name: 'Ada', role: 'Type designer', about: '' },
            { kind: 'statistics', fields: JSON.stringify(PAGE_BLOCK_SAMPLES.statistics.fields) },
          ],
        },
      },
      editor,
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveStaticPage.blocks.map((block) => block.kind)).toEqual([
      'person',
      'statistics',
    ]);
  });

  it('serves the seeded demo story with every kind but the team page’s person', async () => {
    const read = await app.graphql<{ readStories: { nodes: Blocks[] } }>(READ_STORY, {
      url: 'every-page-block',
    });
    const types = new Set(read.body.data?.readStories.nodes[0]?.blocks.map((block) => block.__typename));
    const expected = [
      'StoryParagraphBlock',
      'StoryHeadlineBlock',
      'StoryImageBlock',
      'StoryPullquoteBlock',
      'StoryListBlock',
      ...Object.values(PAGE_BLOCK_SAMPLES).map((sample) => sample.type),
    ];
    expect([...expected].filter((type) => !types.has(type))).toEqual([]);
  });
});
