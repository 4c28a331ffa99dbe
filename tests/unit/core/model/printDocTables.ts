/** Prints the generated predicted-vs-measured rows to paste into docs/model.md. */
import { caseDTable, fileioTable, startupTable } from './docTables.ts';

for (const [name, t] of [
  ['fileio', fileioTable()],
  ['startup', startupTable()],
  ['case D', caseDTable()],
] as const) {
  process.stdout.write(
    `\n${name} (max error ${(t.maxError * 100).toFixed(1)} %)\n${t.rows.join('\n')}\n`,
  );
}
