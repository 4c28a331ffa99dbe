/** The rows of docs/validation.md's table, recomputed from the model (validation.test.ts). */
import {
  formatDuration,
  formatFixed,
  formatInt,
  formatRange,
} from '../../../src/core/format/index.ts';
import { predictWithRanges } from '../../../src/core/uncertainty/index.ts';
import type { ValidationCase } from './cases.ts';
import { CASES } from './cases.ts';

function fmt(unit: ValidationCase['unit'], v: number): string {
  if (unit === 's') return formatDuration(v);
  if (unit === 'QPS') return `${formatInt(v)} QPS`;
  if (unit === 'µs') return `${formatInt(v)} µs`;
  if (unit === '×') return `${formatFixed(v, 1)}×`;
  return formatInt(v);
}

export interface Row {
  id: string;
  inside: boolean;
  /** (high − low) / 2 / point: the range's relative half-width. */
  halfWidth: number;
  markdown: string;
}

export function validationRows(): Row[] {
  return CASES.map((c) => {
    const scenario = c.scenario();
    const r = predictWithRanges(scenario);
    if (!r.ok) throw new Error(`${c.id}: ${r.issues.map((i) => i.message).join('; ')}`);
    const { point, range } = c.pick(r.prediction, scenario);
    const inside = range[0] <= c.measured && c.measured <= range[1];
    const rangeText =
      c.unit === 'QPS'
        ? `${formatRange(range[0], range[1], formatInt)} QPS`
        : formatRange(range[0], range[1], (v) => fmt(c.unit, v));
    const markdown = `| ${c.id} | ${c.what} | ${fmt(c.unit, c.measured)} | ${fmt(c.unit, point)} | ${rangeText} | ${inside ? 'yes' : 'no'} | ${c.source} |`;
    const halfWidth = point > 0 ? (range[1] - range[0]) / 2 / point : 0;
    return { id: c.id, inside, halfWidth, markdown };
  });
}
