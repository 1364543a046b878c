/** The pages `npm run audit` checks, by name; `{story}` is the first blog story. */
export const AUDITED_PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['fonts', '/fonts'],
  ['family page', '/fonts/inter'],
  ['compare', '/fonts/compare/inter/geist'],
  ['books', '/books'],
  ['product', '/product/weights-poster-inter'],
  ['cart', '/checkout'],
  ['sign-in', '/my_account/login'],
  ['club', '/club'],
  ['story', '{story}'],
  ['help', '/help'],
  ['not found', '/no-such-page'],
];

/** Goals: Lighthouse mobile performance and accessibility scores (0–100), axe violations. */
export const AUDIT_GOALS = { performance: 95, accessibility: 100, axeViolations: 0 };
