import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
} from '../../packages/domain/src/constants/media.ts';
import { contentSecurityPolicy, policyInputsOf } from './src/lib/security/content-security-policy.ts';
import { publicPagesSource } from './src/lib/security/per-request-pages.ts';

// Read when `next build` and `next start` load this file, so images follow the API_URL of the run.
const apiUrl = new URL(process.env.API_URL?.trim() || 'http://localhost:4000');
const apiOnLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(apiUrl.hostname);

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets parallel end-to-end runs keep separate builds (scripts/lib/web-build-is-stale.mjs).
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  poweredByHeader: false,
  // The journeys' builds (e2e/support/shop-web-server.ts) skip Next's own type-check pass: `npm test`
  // checks the web app's types in its types stage already, and the pass costs a build about 20 s.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  transpilePackages: ['@foundry/domain', '@foundry/errors'],
  images: {
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    qualities: [...IMAGE_QUALITIES],
    remotePatterns: [
      {
        protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
        hostname: apiUrl.hostname,
        port: apiUrl.port,
        pathname: '/**',
      },
    ],
    // The demo API runs on this machine; the optimizer refuses loopback hosts unless told otherwise.
    // Only the configured API host is allowed (remotePatterns), so this opens nothing else.
    dangerouslyAllowLocalIP: apiOnLoopback,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The cached pages' policy (no nonce), a static header of the build: the proxy runs only for
      // the per-request pages, which set their own (src/proxy.ts). Built from this build's settings,
      // as the prerendered pages are: scripts/lib/web-build-is-stale.mjs rebuilds when they change.
      {
        source: publicPagesSource(),
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(null, policyInputsOf()) }],
      },
    ];
  },
};

// Build-time part of error reporting only: no source-map upload (no auth token), no telemetry. The SDK
// itself starts at run time, and only when SENTRY_DSN is set (src/instrumentation.ts, root layout).
export default withSentryConfig(nextConfig, {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
});
