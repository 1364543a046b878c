import { customFontsCaseStudies } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const CASE_STUDIES = /* GraphQL */ `
  query CaseStudies($url: String, $page: Int, $pageSize: Int) {
    readCustomFontsCaseStudies(url: $url, page: $page, pageSize: $pageSize) {
      nodes {
        id
        url
        title
        client
        summary
        body
        year
        services
        coverImage { url width height alt }
        images { url width height alt }
        families { id url title }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

interface CaseStudy {
  id: string;
  url: string;
  title: string;
  client: string;
  summary: string;
  body: string;
  year: number | null;
  services: string[];
  coverImage: { url: string; width: number; height: number; alt: string } | null;
  images: { url: string; width: number; height: number; alt: string }[];
  families: { id: string; url: string; title: string }[];
}
interface CaseStudyPage {
  nodes: CaseStudy[];
  pageInfo: { hasNextPage: boolean; nextPage: number };
}

describe('custom fonts case studies', () => {
  let app: TestApp;
  let all: CaseStudy[];
  const read = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<{ readCustomFontsCaseStudies: CaseStudyPage }>(
      CASE_STUDIES,
      variables,
    );
    expect(body.errors).toBeUndefined();
    return body.data?.readCustomFontsCaseStudies as CaseStudyPage;
  };
  const urls = (page: CaseStudyPage) => page.nodes.map((node) => node.url);

  beforeAll(async () => {
    app = await createTestApp();
    all = (await read({ pageSize: 100 })).nodes;
  });
  afterAll(() => app.close());

  it('lists the seeded case studies in editorial order, each with its families, a cover and a demo notice', async () => {
    expect(all.map((study) => study.url)).toEqual([
      'platform-sans-wayfinding',
      'inter-arabic-companion',
      'inter-app-variable-slimming',
    ]);
    for (const study of all) {
      expect(study.body).toMatch(/demo content/i);
      expect(study.families.length).toBeGreaterThan(0);
      expect(study.services.length).toBeGreaterThan(0);
      expect(study.coverImage?.width).toBe(1200);
      expect(study.images.length).toBe(1);
    }
    expect(all[1]?.families.map((family) => family.url)).toEqual(['inter', 'noto-sans']);
    // The cover is a real PNG served by the API's file route.
    const served = await app.fetch(all[0]?.coverImage?.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer()).subarray(1, 4)).toEqual(
      new TextEncoder().encode('PNG'),
    );
  });

  it('pages: the default page holds all three; pages of two continue each other', async () => {
    const first = await read({ pageSize: 2, page: 1 });
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const second = await read({ pageSize: 2, page: 2 });
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([...urls(first), ...urls(second)]).toEqual(all.map((study) => study.url));
    const byDefault = await read();
    expect(urls(byDefault)).toEqual(all.map((study) => study.url));
    expect(byDefault.pageInfo.hasNextPage).toBe(false);
  });

  it('reads one case study by url (page size 1 whatever was asked); an unknown url gives none', async () => {
    const target = all[2] as CaseStudy;
    const one = await read({ url: target.url, pageSize: 50 });
    expect(one.nodes).toEqual([target]);
    expect(one.pageInfo.hasNextPage).toBe(false);
    expect((await read({ url: 'no-such-study' })).nodes).toEqual([]);
    expect((await read({ url: 'x'.repeat(5000) })).nodes).toEqual([]);
  });

  it('refuses a page size above 100 as a bad argument', async () => {
    const { body } = await app.graphql(CASE_STUDIES, { pageSize: 101 });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('hides a case study that is not published, from the list and by url', async () => {
    const hidden = all[0] as CaseStudy;
    await app.database.db
      .update(customFontsCaseStudies)
      .set({ status: 'OFFLINE' })
      .where(eq(customFontsCaseStudies.id, Number(hidden.id)));
    try {
      expect(urls(await read({ pageSize: 100 }))).not.toContain(hidden.url);
      expect((await read({ url: hidden.url })).nodes).toEqual([]);
    } finally {
      await app.database.db
        .update(customFontsCaseStudies)
        .set({ status: 'PUBLISHED' })
        .where(eq(customFontsCaseStudies.id, Number(hidden.id)));
    }
  });

  it('reads a page with its families in a fixed number of statements', async () => {
    const one = await app.countStatements(() => read({ pageSize: 1 }));
    const three = await app.countStatements(() => read({ pageSize: 3 }));
    expect(three).toBe(one);
  });
});
