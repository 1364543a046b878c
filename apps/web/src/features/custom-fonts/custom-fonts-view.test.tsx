// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { CONTACT_EMAIL } from '../../lib/site/site-info.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import type { ListedCaseStudy } from './case-study-card.tsx';
import { CaseStudyDetail, type CaseStudyDetailNode } from './case-study-detail.tsx';
import { CustomFontsView } from './custom-fonts-view.tsx';

afterEach(cleanup);
const t = serverT();
const API = 'http://api.example';
const image = (name: string) => ({
  url: `/files/images/${name}.png`,
  width: 1200,
  height: 900,
  alt: `${name} picture`,
});

const listed = (id: number, url: string, title: string): ListedCaseStudy => ({
  id: String(id),
  url,
  title,
  client: 'Northline',
  summary: `Summary of ${title}`,
  year: 2024,
  coverImage: image(url),
});

describe('/fonts/custom', () => {
  it('lists the case studies with covers, linking to their pages, and offers the enquiry mail', () => {
    renderInApp(
      <CustomFontsView
        studies={[
          listed(1, 'platform-sans', 'Platform Sans'),
          listed(2, 'inter-arabic', 'Inter with Arabic'),
        ]}
        pageInfo={{ hasNextPage: false, nextPage: 2 }}
        page={1}
        apiUrl={API}
        t={t}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custom fonts');
    const enquire = screen.getByRole('link', { name: 'Write to us about a custom font' });
    expect(enquire.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}?subject=Custom%20font%20enquiry`);
    const cards = document.querySelectorAll('article.case-study-card');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(
      within(first)
        .getByRole('link', { name: /Platform Sans/ })
        .getAttribute('href'),
    ).toBe('/fonts/custom/platform-sans');
    expect(within(first).getByRole('img').getAttribute('alt')).toBe('platform-sans picture');
    expect(within(first).getByRole('img').getAttribute('src')).toContain(encodeURIComponent(API));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when no case study is published, and pages when there are more', () => {
    renderInApp(
      <CustomFontsView
        studies={[]}
        pageInfo={{ hasNextPage: true, nextPage: 3 }}
        page={2}
        apiUrl={API}
        t={t}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('No case studies are published yet.');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/fonts/custom?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/fonts/custom');
  });

  it('shows a case study: facts, the body in paragraphs, pictures and the families linked in their fonts', () => {
    const study: CaseStudyDetailNode = {
      id: '2',
      url: 'inter-arabic',
      title: 'Inter with Arabic',
      client: 'Madar',
      summary: 'An Arabic companion.',
      body: 'This is demo content.\n\nSecond paragraph.\n\n\n',
      year: 2023,
      services: ['Arabic', 'Latin'],
      coverImage: image('cover'),
      images: [image('detail')],
      families: [
        {
          id: '1',
          url: 'inter',
          title: 'Inter',
          isIconFamily: false,
          defaultStyle: { id: '10' },
          styles: [
            {
              id: '10',
              title: 'Regular',
              weight: 400,
              italic: false,
              fontURL: '/files/inter.woff2',
              glyphCount: 2000,
            },
          ],
        },
      ],
    };
    renderInApp(<CaseStudyDetail study={study} apiUrl={API} t={t} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inter with Arabic');
    expect([...document.querySelectorAll('.case-study__paragraph')].map((p) => p.textContent)).toEqual([
      'This is demo content.',
      'Second paragraph.',
    ]);
    expect(screen.getByText('Arabic, Latin')).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'cover picture',
      'detail picture',
    ]);
    const families = screen.getByRole('region', { name: 'Families' });
    const sample = within(families).getByRole('heading', { name: 'Inter' });
    expect(sample.closest('a')?.getAttribute('href')).toBe('/fonts/inter');
    expect(sample.getAttribute('data-font-family')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All custom fonts' }).getAttribute('href')).toBe('/fonts/custom');
  });
});
