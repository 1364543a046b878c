// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordingRouter, renderInApp } from '../testing/render-in-app.tsx';
import { PrefetchLink } from './prefetch-link.tsx';

/** Stands in for the browser's IntersectionObserver: the test says when an element comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as (not) intersecting the margin-grown viewport. */
  report(isIntersecting: boolean) {
    const entries = [...this.observed].map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function prefetchRecordingRouter() {
  const prefetched: string[] = [];
  const router = recordingRouter();
  router.prefetch = (href: string) => void prefetched.push(href);
  return { router, prefetched };
}

/** A link whose address changes on a button press (e.g. a card reused for another family). */
function SwitchingLink() {
  const [href, setHref] = useState('/fonts/inter');
  return (
    <>
      <PrefetchLink href={href}>Font</PrefetchLink>
      <button type="button" onClick={() => setHref('/fonts/geist')}>
        Switch
      </button>
    </>
  );
}

const observerOf = (element: Element) =>
  FakeIntersectionObserver.instances.find((observer) => observer.observed.has(element));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

describe('PrefetchLink', () => {
  it('renders a link and watches it with a 200 px margin around the viewport', () => {
    const { router } = prefetchRecordingRouter();
    renderInApp(<PrefetchLink href="/fonts/inter">Inter</PrefetchLink>, { router });
    const link = screen.getByRole('link', { name: 'Inter' });
    expect(link.getAttribute('href')).toBe('/fonts/inter');
    expect(observerOf(link)?.options.rootMargin).toBe('200px');
  });

  it('prefetches once when the link comes near the viewport, not before', () => {
    const { router, prefetched } = prefetchRecordingRouter();
    renderInApp(<PrefetchLink href="/fonts/inter">Inter</PrefetchLink>, { router });
    const observer = observerOf(screen.getByRole('link', { name: 'Inter' }));
    observer?.report(false);
    expect(prefetched).toEqual([]);
    observer?.report(true);
    expect(prefetched).toEqual(['/fonts/inter']);
    expect(observer?.disconnected).toBe(true);
    // Scrolling away and back asks for nothing more.
    observer?.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
    expect(prefetched).toEqual(['/fonts/inter']);
  });

  it('stops watching when the link goes away', () => {
    const { router, prefetched } = prefetchRecordingRouter();
    const { unmount } = renderInApp(<PrefetchLink href="/books/1">Book</PrefetchLink>, { router });
    const observer = observerOf(screen.getByRole('link', { name: 'Book' }));
    unmount();
    expect(observer?.disconnected).toBe(true);
    expect(prefetched).toEqual([]);
  });

  it('prefetches the new address when the link is pointed elsewhere', () => {
    const { router, prefetched } = prefetchRecordingRouter();
    renderInApp(<SwitchingLink />, { router });
    act(() => screen.getByRole('button', { name: 'Switch' }).click());
    const link = screen.getByRole('link', { name: 'Font' });
    expect(link.getAttribute('href')).toBe('/fonts/geist');
    observerOf(link)?.report(true);
    expect(prefetched).toEqual(['/fonts/geist']);
  });

  it('renders a plain link where IntersectionObserver is missing', () => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    const { router, prefetched } = prefetchRecordingRouter();
    renderInApp(<PrefetchLink href="/fonts/inter">Inter</PrefetchLink>, { router });
    expect(screen.getByRole('link', { name: 'Inter' }).getAttribute('href')).toBe('/fonts/inter');
    expect(prefetched).toEqual([]);
  });
});
