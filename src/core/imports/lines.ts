/**
 * Splits streamed text into numbered lines. Chunks may end anywhere (mid-line, between \r and
 * \n); a UTF-8 byte-order mark at the very start is dropped; \r\n, \n and a lone trailing \r all
 * end a line. Line numbers are 1-based and count every physical line, blank ones included.
 */
export type LineHandler = (text: string, lineNo: number) => void;

export class LineSplitter {
  private rest = '';
  private lineNo = 0;
  private started = false;

  constructor(private readonly onLine: LineHandler) {}

  /** Lines handed out so far. */
  get lines(): number {
    return this.lineNo;
  }

  push(chunk: string): void {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let start = 0;
    let nl = text.indexOf('\n');
    if (nl < 0) {
      this.rest += text;
      return;
    }
    // The first line of this chunk continues the previous chunk's tail.
    this.emit(this.rest + text.slice(0, nl));
    this.rest = '';
    start = nl + 1;
    nl = text.indexOf('\n', start);
    while (nl >= 0) {
      this.emit(text.slice(start, nl));
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    this.rest = text.slice(start);
  }

  /** Flushes the last line (a file need not end with a newline). */
  end(): void {
    if (this.rest.length > 0) this.emit(this.rest);
    this.rest = '';
  }

  private emit(line: string): void {
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
