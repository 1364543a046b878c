// `npm run bench`: every benchmark prints its ratio against a baseline measured in the same run.
import { benchCartSummary } from './cart-summary.bench.ts';
import { benchFamilyPage } from './family-page.bench.ts';
import { benchFontSubsets } from './font-subsets.bench.ts';
import { report } from './measure.ts';
import { benchReadFamilies } from './read-families.bench.ts';
import { benchWebfontsKit } from './webfonts-kit.bench.ts';

const results = [
  await benchReadFamilies(),
  await benchCartSummary(),
  await benchFamilyPage(),
  ...(await benchFontSubsets()),
  await benchWebfontsKit(),
];
process.exitCode = report(results) ? 0 : 1;
