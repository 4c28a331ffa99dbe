/**
 * RFC 4180 CSV tokenizer fed one physical line at a time, so every row knows the file line it
 * starts on (a quoted field may span lines; papaparse's `row` is a record index, not a line).
 * Handles quoted fields, doubled quotes, delimiters and newlines inside quotes; the delimiter
 * (comma, semicolon or tab) is chosen from the first line. Lines without a quote take a fast path
 * (String.split), which is what keeps a 1M-row import close to a bare CSV library.
 *
 * A quoted field stops at `MAX_QUOTED_FIELD_CHARS` (1 MiB of text): a stray quote would otherwise
 * swallow the rest of the file into one field (a 38 MB file with an unclosed quote took 1.4 GB;
 * issue 16). Past the bound the tokenizer reports the line the field opened on and reads no more.
 */

import { formatInt } from '../format/index.ts';

/** The longest quoted field read, in characters (1 MiB); no benchmark cell comes near it. */
export const MAX_QUOTED_FIELD_CHARS = 1 << 20;

export interface CsvRow {
  fields: string[];
  /** 1-based line the row starts on. */
  line: number;
}

export type CsvEvent =
  | { kind: 'row'; row: CsvRow }
  | { kind: 'error'; line: number; message: string }
  | { kind: 'pending' };

const PENDING: CsvEvent = { kind: 'pending' };

/** Picks the delimiter that occurs most often outside quotes in a line (comma on a tie). */
export function detectDelimiter(line: string): ',' | ';' | '\t' {
  let comma = 0;
  let semi = 0;
  let tab = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (!quoted) {
      if (c === 44) comma += 1;
      else if (c === 59) semi += 1;
      else if (c === 9) tab += 1;
    }
  }
  if (tab > comma && tab >= semi) return '\t';
  if (semi > comma) return ';';
  return ',';
}

export class CsvTokenizer {
  private delimiter: string | null = null;
  /** Set while a quoted field continues on the next line. */
  private open: { fields: string[]; field: string; line: number } | null = null;
  /** Set once a quoted field ran past its bound: the rest of the input is not read. */
  private abandoned = false;

  constructor(delimiter?: ',' | ';' | '\t') {
    this.delimiter = delimiter ?? null;
  }

  /**
   * The fields of a plain line (no quote, not inside a quoted field, delimiter known), or null
   * when `line` must scan it. Saves two allocations per row on the common path.
   */
  plain(text: string): string[] | null {
    if (this.open !== null || this.abandoned || this.delimiter === null || text.length === 0)
      return null;
    return text.indexOf('"') < 0 ? text.split(this.delimiter) : null;
  }

  /** Feeds one line (without its newline). Blank lines outside quotes yield 'pending'. */
  line(text: string, lineNo: number): CsvEvent {
    if (this.abandoned) return PENDING;
    if (this.open === null) {
      if (text.length === 0) return PENDING;
      if (this.delimiter === null) this.delimiter = detectDelimiter(text);
      if (text.indexOf('"') < 0) {
        return { kind: 'row', row: { fields: text.split(this.delimiter), line: lineNo } };
      }
      return this.scan(text, 0, [], '', lineNo, false);
    }
    const o = this.open;
    this.open = null;
    return this.scan(text, 0, o.fields, `${o.field}\n`, o.line, true);
  }

  /** Called at the end of input: an unclosed quote is an error on the line it opened. */
  end(): CsvEvent {
    if (this.open === null || this.abandoned) return PENDING;
    const line = this.open.line;
    this.open = null;
    return { kind: 'error', line, message: 'a quoted field opened on this line is never closed' };
  }

  private scan(
    text: string,
    from: number,
    fields: string[],
    field: string,
    startLine: number,
    inQuotes: boolean,
  ): CsvEvent {
    const d = this.delimiter ?? ',';
    let cur = field;
    let quoted = inQuotes;
    let wasQuoted = inQuotes;
    let i = from;
    while (i < text.length) {
      const c = text[i];
      if (quoted) {
        if (c !== '"') {
          // Copy up to the next quote in one slice (a character at a time built a rope of 1-char
          // pieces: tens of bytes of memory per character of a long field).
          const q = text.indexOf('"', i);
          const to = q < 0 ? text.length : q;
          cur += text.slice(i, to);
          i = to;
          continue;
        }
        if (text[i + 1] === '"') {
          cur += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== d) {
          return {
            kind: 'error',
            line: startLine,
            message: `unexpected text after a closing quote in field ${fields.length + 1}`,
          };
        }
        continue;
      }
      if (c === d) {
        fields.push(cur);
        cur = '';
        wasQuoted = false;
        i += 1;
        continue;
      }
      if (c === '"') {
        if (cur.length > 0 || wasQuoted) {
          return {
            kind: 'error',
            line: startLine,
            message: `a quote inside unquoted field ${fields.length + 1}; quote the whole field and double inner quotes`,
          };
        }
        quoted = true;
        wasQuoted = true;
        i += 1;
        continue;
      }
      cur += c;
      i += 1;
    }
    if (quoted) {
      if (cur.length > MAX_QUOTED_FIELD_CHARS) {
        this.abandoned = true;
        return {
          kind: 'error',
          line: startLine,
          message: `a quoted field opened on this line runs past ${formatInt(MAX_QUOTED_FIELD_CHARS)} characters (1 MiB) without its closing quote (a stray '"'?); the rest of the file was not read`,
        };
      }
      this.open = { fields, field: cur, line: startLine };
      return PENDING;
    }
    fields.push(cur);
    return { kind: 'row', row: { fields, line: startLine } };
  }
}
