import { configure } from '@testing-library/react';
import { provideCssEscape } from './provide-css-escape.ts';

// One waiting limit for every component test: `findBy…` and `waitFor` give up after 10 s instead of
// Testing Library's 1 s, which a component drawing glyph outlines can take on a busy 2-core machine.
// Set once here because the unit project's files share their worker's modules (isolate: false).
configure({ asyncUtilTimeout: 10_000 });

provideCssEscape();
