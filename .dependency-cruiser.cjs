// The one-way dependency rules of the repository (docs/architecture.md draws them).
// Run by `npm run check:structure` (scripts/check-structure.mjs), a stage of `npm test`.
const WEB = '^apps/web/src';
const API = '^apps/api/src';
// A feature's public surface: index.ts for everyone, server.ts for server-only code.
const FEATURE_SURFACE = `${WEB}/features/[^/]+/(index\\.ts|server\\.ts|[^/]+\\.css)$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be understood, tested or moved apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment: 'Two features that need each other are one feature: move what they share to its owner.',
      scope: 'folder',
      from: { path: `${WEB}/features/[^/]+$` },
      to: { path: `${WEB}/features/[^/]+$`, circular: true },
    },
    {
      name: 'lib-and-ui-stay-below-features',
      severity: 'error',
      comment:
        'lib/ and ui/ are the shared ground under the features: they never import a feature or the app.',
      from: { path: `${WEB}/(lib|ui)/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'features-stay-below-app',
      severity: 'error',
      comment: 'Routes compose features; a feature never imports a route.',
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: 'feature-public-surface',
      severity: 'error',
      comment:
        'Another feature imports a feature only through its index.ts (or server.ts for server-only code).',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: {
        path: `${WEB}/features/[^/]+/`,
        pathNot: [`${WEB}/features/$1/`, FEATURE_SURFACE],
      },
    },
    {
      name: 'app-uses-feature-public-surface',
      severity: 'error',
      comment: 'A route imports a feature only through its index.ts (or server.ts for server-only code).',
      from: { path: `${WEB}/`, pathNot: `${WEB}/features/` },
      to: { path: `${WEB}/features/`, pathNot: FEATURE_SURFACE },
    },
    {
      name: 'api-core-knows-no-transport',
      severity: 'error',
      comment:
        'Services and repositories are called as verb(input, deps): they never import GraphQL, the schema or the request context (docs/api-layers.md).',
      from: { path: `${API}/(services|repositories)/` },
      to: { path: [`${API}/(schema|context\\.ts|lib/graphql\\.ts)`, '(^|/)node_modules/graphql/'] },
    },
    {
      name: 'api-repositories-below-services',
      severity: 'error',
      comment: 'A repository holds SQL; the rule that uses it lives in a service, never the other way round.',
      from: { path: `${API}/repositories/` },
      to: { path: `${API}/services/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['\\.next', '\\.generated\\.', 'graphql-env\\.d\\.ts$'],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
