import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const FILTERS =
  '{ readHandwritingFilters { genders locations motherTongues ages professions handednesses } }';
const SUBMISSIONS = `query ($gender: String, $location: String, $motherTongue: String, $age: Int, $profession: String,
                            $handedness: String, $page: Int, $pageSize: Int) {
  readHandwritingSubmissions(gender: $gender, location: $location, motherTongue: $motherTongue, age: $age,
                             profession: $profession, handedness: $handedness, page: $page, pageSize: $pageSize) {
    nodes { id gender location motherTongue age multiLingual profession handedness
            thumbnails { url width height } images { url width height alt } }
    pageInfo { hasNextPage nextPage }
  }
}`;

interface Submission {
  id: string;
  gender: string;
  location: string;
  motherTongue: string;
  age: number;
  multiLingual: boolean;
  profession: string;
  handedness: string;
  thumbnails: { url: string; width: number; height: number }[];
  images: { url: string; width: number; height: number; alt: string }[];
}
type Page = { nodes: Submission[]; pageInfo: { hasNextPage: boolean; nextPage: number } };
type Filters = Record<
  'genders' | 'locations' | 'motherTongues' | 'professions' | 'handednesses',
  string[]
> & {
  ages: number[];
};

describe('handwriting archive: filters and submissions', () => {
  let app: TestApp;
  const list = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<{ readHandwritingSubmissions: Page }>(SUBMISSIONS, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.readHandwritingSubmissions as Page;
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('readHandwritingFilters lists the distinct values of the seeded samples, sorted', async () => {
    const { body } = await app.graphql<{ readHandwritingFilters: Filters }>(FILTERS);
    const filters = body.data?.readHandwritingFilters as Filters;
    expect(filters.genders).toEqual(['female', 'male', 'non-binary']);
    expect(filters.handednesses).toEqual(['ambidextrous', 'left', 'right']);
    expect(filters.locations).toContain('Brno');
    expect(filters.ages).toEqual([...filters.ages].sort((a, b) => a - b));
    expect(new Set(filters.ages).size).toBe(filters.ages.length);
  });

  it('pages 50 at a time by default: 60 samples make a full page and a page of 10', async () => {
    const first = await list();
    expect(first.nodes).toHaveLength(50);
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const second = await list({ page: 2 });
    expect(second.nodes).toHaveLength(10);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const ids = new Set([...first.nodes, ...second.nodes].map((node) => node.id));
    expect(ids.size).toBe(60);
  });

  it('each filter narrows the list to exact matches, and filters combine', async () => {
    for (const [name, value] of [
      ['gender', 'female'],
      ['location', 'Brno'],
      ['motherTongue', 'Czech'],
      ['profession', 'teacher'],
      ['handedness', 'left'],
    ] as const) {
      const page = await list({ [name]: value });
      expect(page.nodes.length, name).toBeGreaterThan(0);
      expect(page.nodes.length, name).toBeLessThan(60);
      expect(
        page.nodes.every((node) => node[name] === value),
        name,
      ).toBe(true);
    }
    const [someone] = (await list({ pageSize: 1 })).nodes;
    const byAge = await list({ age: someone?.age });
    expect(byAge.nodes.every((node) => node.age === someone?.age)).toBe(true);
    const both = await list({ gender: someone?.gender, handedness: someone?.handedness });
    expect(both.nodes.map((node) => node.id)).toContain(someone?.id);
    expect(
      both.nodes.every((node) => node.gender === someone?.gender && node.handedness === someone?.handedness),
    ).toBe(true);
    expect((await list({ location: 'Atlantis' })).nodes).toEqual([]);
  });

  it('every sample has an image and a smaller thumbnail, both real PNGs served by the API', async () => {
    const [sample] = (await list({ pageSize: 1 })).nodes;
    expect(sample?.images).toHaveLength(1);
    expect(sample?.thumbnails).toHaveLength(1);
    const image = sample?.images[0];
    const thumbnail = sample?.thumbnails[0];
    expect(thumbnail?.width).toBeLessThan(image?.width ?? 0);
    for (const picture of [image, thumbnail]) {
      const response = await app.fetch(picture?.url ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.readUInt32BE(16)).toBe(picture?.width);
    }
  });
});
