/** `npx tsx tests/unit/validation/printRows.ts`: the table rows docs/validation.md must contain. */
import { validationRows } from './rows.ts';

for (const r of validationRows()) console.log(r.markdown);
