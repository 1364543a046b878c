'use client';

import { useEffect } from 'react';
import { captureAffiliateCode } from './affiliate-code-storage.ts';

/**
 * Mounted once in the root layout: remembers `?affiliate=<code>` of the page the visitor lands on.
 * Affiliate links come from other sites, so they always arrive as a full page load.
 */
export function AffiliateCapture() {
  useEffect(() => {
    captureAffiliateCode(window.location.search);
  }, []);
  return null;
}
