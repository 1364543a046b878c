// `npm run bench`: every benchmark prints its ratio against a baseline measured in the same run.
import { report } from './measure.ts';
import { benchReadFamilies } from './read-families.bench.ts';

const results = [await benchReadFamilies()];
process.exitCode = report(results) ? 0 : 1;
