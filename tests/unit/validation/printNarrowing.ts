/** `npx tsx tests/unit/validation/printNarrowing.ts`: the narrowing rows and summary of docs/validation.md. */
import { narrowingRows, narrowingSummary } from './narrowing.ts';

const rows = narrowingRows();
for (const r of rows) console.log(r.markdown);
console.log('');
console.log(narrowingSummary(rows));
