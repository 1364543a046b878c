'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { usePrefetchNearViewport } from './use-prefetch-near-viewport.ts';

type PrefetchLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'ref'> & { href: string };

/**
 * A <Link> whose page is prefetched once the link comes within 200 px of the viewport, instead of
 * Next's viewport-only prefetch (which is turned off here so the page is not fetched twice).
 */
export function PrefetchLink({ href, ...props }: PrefetchLinkProps) {
  const ref = usePrefetchNearViewport<HTMLAnchorElement>(href);
  return <Link {...props} href={href} prefetch={false} ref={ref} />;
}
