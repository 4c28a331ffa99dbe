/** `npx tsx tests/unit/validation/printFiveSeven.ts`: the 5.6/5.7 rows and summary lines of docs/validation.md. */
import { fiveSevenRows, fiveSevenSummary } from './fiveSeven.ts';

for (const r of fiveSevenRows()) console.log(r.markdown);
const s = fiveSevenSummary();
console.log(s.fiveSeven);
console.log(s.allStarts);
