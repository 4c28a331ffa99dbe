import { formatInt } from '../format/index.ts';

/**
 * Splits streamed text into numbered lines. Chunks may end anywhere (mid-line, between \r and
 * \n); a UTF-8 byte-order mark at the very start is dropped; \r\n, \n and a lone trailing \r all
 * end a line. Line numbers are 1-based and count every physical line, blank ones included.
 *
 * A line is held whole until its newline, so lines have a bound (`maxChars`): a file with no line
 * breaks would otherwise sit in memory whole (issue 16). Past it the splitter calls `onTooLong`
 * with the line's number and reads no more.
 */
export type LineHandler = (text: string, lineNo: number) => void;

/** The longest line read, in characters (1 MiB, as a quoted CSV field): no line of a text output comes near it. */
export const MAX_LINE_CHARS = 1 << 20;

/** The longest line of a JSON document (64 MiB): a minified fio or CloudWatch JSON file is one line. */
export const MAX_JSON_LINE_CHARS = 64 << 20;

/** The error for a line past `max` characters, in the importer's words. */
export function lineTooLongMessage(max: number): string {
  const size =
    max >= 1 << 20 ? `${formatInt(max / (1 << 20))} MiB` : `${formatInt(max / 1024)} KiB`;
  return `this line runs past ${formatInt(max)} characters (${size}) without a line break (is it a text file of lines?); the rest of the file was not read`;
}

export interface LineLimit {
  /** The longest line accepted, in characters. */
  maxChars: number;
  /** Called once, with the 1-based number of the line that ran past the bound. */
  onTooLong: (lineNo: number, maxChars: number) => void;
}

export class LineSplitter {
  private rest = '';
  private lineNo = 0;
  private started = false;
  private tooLong = false;

  constructor(
    private readonly onLine: LineHandler,
    /** The bound on a line (may be changed, e.g. once a format is known); none if absent. */
    public limit: LineLimit | null = null,
  ) {}

  /** True once a line ran past the bound: nothing more is read. */
  get stopped(): boolean {
    return this.tooLong;
  }

  /** Lines handed out so far. */
  get lines(): number {
    return this.lineNo;
  }

  push(chunk: string): void {
    if (this.tooLong) return;
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let start = 0;
    let nl = text.indexOf('\n');
    if (nl < 0) {
      this.rest += text;
      if (this.limit !== null && this.rest.length > this.limit.maxChars + 1) this.stop();
      return;
    }
    // The first line of this chunk continues the previous chunk's tail.
    this.emit(this.rest + text.slice(0, nl));
    this.rest = '';
    start = nl + 1;
    nl = text.indexOf('\n', start);
    while (nl >= 0 && !this.tooLong) {
      this.emit(text.slice(start, nl));
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    this.rest = this.tooLong ? '' : text.slice(start);
    if (this.limit !== null && this.rest.length > this.limit.maxChars + 1) this.stop();
  }

  /** Flushes the last line (a file need not end with a newline). */
  end(): void {
    if (this.rest.length > 0 && !this.tooLong) this.emit(this.rest);
    this.rest = '';
  }

  /** The line being read ran past the bound: report it and drop everything from here. */
  private stop(): void {
    this.tooLong = true;
    this.rest = '';
    this.limit?.onTooLong(this.lineNo + 1, this.limit.maxChars);
  }

  private emit(line: string): void {
    if (this.tooLong) return;
    if (this.limit !== null && line.length > this.limit.maxChars + 1) {
      this.stop();
      return;
    }
    this.lineNo += 1;
    this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line, this.lineNo);
  }
}

/** Every line of a whole text, numbered (for the non-streaming entry points and tests). */
export function splitLines(text: string): string[] {
  const out: string[] = [];
  const s = new LineSplitter((t) => out.push(t));
  s.push(text);
  s.end();
  return out;
}
