/**
 * Which importer a file needs, from its name and its first chunk (a few KiB are enough): tool
 * output announces itself (sysbench's banner, fio's JSON keys or terse "3;fio-" lines, MySQL's
 * "[MY-0xxxxx]" codes); anything else with delimiters is CSV.
 */
import type { ImportFormat } from './types.ts';

export function detectFormat(fileName: string, firstChunk: string): ImportFormat | null {
  const head = firstChunk.replace(/^\uFEFF/, '').slice(0, 64 * 1024);
  if (/^\s*3;fio-/m.test(head)) return 'fio-terse';
  if (/"fio version"\s*:/.test(head) || (/^\s*\{/.test(head) && /"jobs"\s*:/.test(head)))
    return 'fio-json';
  if (
    /^sysbench \d/m.test(head) ||
    /^\s*(File operations:|reads\/s:)/m.test(head) ||
    /bytes written in [\d.]+ seconds/.test(head)
  )
    return 'sysbench';
  const first = head.split('\n', 1)[0] ?? '';
  // A spreadsheet export may quote log lines in a cell: its extension decides before the codes do.
  if (/\.(csv|tsv)$/i.test(fileName) && /[,;\t]/.test(first)) return 'csv';
  if (/\[MY-\d{6}\]/.test(head) || /\bmysqld_safe\b/.test(head)) return 'mysqld-log';
  if (/[,;\t]/.test(first)) return 'csv';
  if (/\.json$/i.test(fileName) && /^\s*\{/.test(head)) return 'fio-json';
  return null;
}
