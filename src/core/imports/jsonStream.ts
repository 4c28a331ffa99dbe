/**
 * Streams JSON documents line by line without holding a document whole: the elements of one array
 * of the top-level object (fio's `jobs`, CloudWatch's `MetricDataResults`) are parsed and handed on
 * one at a time, and the rest of the document (its "head", the array left empty) is parsed when
 * the document closes. So a 200 MB fio JSON file costs the memory of its largest job, not of the
 * file several times over (issue 31: 1.8 GB before). Several documents may follow each other;
 * text between them (fio's "fio: …" notices) is skipped. Strings are followed, so a brace inside
 * one is text.
 */
export interface JsonStreamHandler {
  /** The head as it stands when the array opens (what precedes it, e.g. fio's `global options`). */
  arrayStart?(head: unknown, docLine: number): void;
  /** An element of the array, parsed; `text` is its JSON as the file has it. */
  element(value: unknown, index: number, line: number, text: string): void;
  /** The whole document with the array emptied; `sawArray` false when it had none. */
  docEnd(head: unknown, docLine: number, sawArray: boolean): void;
  /** Text that is not JSON: where (line) and what JSON.parse said. */
  invalid(line: number, message: string): void;
}

type Mode = 'head' | 'array' | 'element';

export class JsonArrayStream {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private mode: Mode = 'head';
  private head: string[] = [];
  private element: string[] = [];
  private elementLine = 0;
  private index = 0;
  private docLine = 0;
  private sawArray = false;
  /** The last string completed at depth 1 (a key, when a value follows). */
  private lastKey = '';
  private keyChars: string[] | null = null;
  docs = 0;

  constructor(
    private readonly arrayKey: string,
    private readonly handler: JsonStreamHandler,
  ) {}

  /** True while a document is open (for "not closed by the end of the file"). */
  get open(): boolean {
    return this.depth > 0;
  }

  get openLine(): number {
    return this.docLine;
  }

  line(text: string, lineNo: number): void {
    let from = 0;
    if (this.depth === 0) {
      const brace = text.indexOf('{');
      if (brace < 0) return;
      from = brace;
      this.startDoc(lineNo);
    }
    let piece = from;
    for (let i = from; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === 34) {
          this.inString = false;
          if (this.keyChars) {
            this.keyChars.push(text.slice(piece, i));
            this.lastKey = this.keyChars.join('');
            this.keyChars = null;
          }
        }
        continue;
      }
      if (c === 34) {
        this.inString = true;
        if (this.depth === 1) {
          this.keyChars = [];
          this.push(text.slice(piece, i + 1));
          piece = i + 1;
        }
      } else if (c === 123 || c === 91) {
        if (this.mode === 'array' && this.depth === 2) {
          this.push(text.slice(piece, i));
          piece = i;
          this.mode = 'element';
          this.elementLine = lineNo;
        }
        this.depth += 1;
        if (
          c === 91 &&
          this.depth === 2 &&
          this.mode === 'head' &&
          this.lastKey === this.arrayKey
        ) {
          // The array opens: what came before is the head, the array stays empty in it.
          this.push(text.slice(piece, i + 1));
          piece = i + 1;
          this.arrayOpened();
        }
      } else if (c === 125 || c === 93) {
        this.depth -= 1;
        if (this.mode === 'element' && this.depth === 2) {
          this.push(text.slice(piece, i + 1));
          piece = i + 1;
          this.elementClosed();
        } else if (this.mode === 'array' && this.depth === 1) {
          piece = i; // the array's `]` goes to the head; the separators before it do not
          this.mode = 'head';
        } else if (this.depth === 0) {
          this.push(text.slice(piece, i + 1));
          this.docClosed();
          const rest = text.slice(i + 1);
          if (rest.includes('{')) this.line(rest, lineNo);
          return;
        }
      }
    }
    if (this.keyChars) {
      this.keyChars.push(text.slice(piece));
      this.push(text.slice(piece));
    } else this.push(text.slice(piece));
    this.newline();
  }

  private startDoc(lineNo: number): void {
    this.docLine = lineNo;
    this.head = [];
    this.mode = 'head';
    this.sawArray = false;
    this.index = 0;
    this.lastKey = '';
  }

  /** Text goes to the element being read, or to the head (the array's separators are dropped). */
  private push(text: string): void {
    if (this.mode === 'element') this.element.push(text);
    else if (this.mode === 'head') this.head.push(text);
  }

  private newline(): void {
    this.push('\n');
  }

  private arrayOpened(): void {
    this.mode = 'array';
    this.sawArray = true;
    if (this.handler.arrayStart) {
      const head = this.parse(`${this.head.join('')}]}`, this.docLine);
      if (head !== undefined) this.handler.arrayStart(head, this.docLine);
    }
  }

  private elementClosed(): void {
    const text = this.element.join('');
    const value = this.parse(text, this.elementLine);
    this.element = [];
    this.mode = 'array';
    if (value !== undefined) this.handler.element(value, this.index, this.elementLine, text);
    this.index += 1;
  }

  private docClosed(): void {
    this.docs += 1;
    const head = this.parse(this.head.join(''), this.docLine);
    this.head = [];
    if (head !== undefined) this.handler.docEnd(head, this.docLine, this.sawArray);
  }

  private parse(text: string, line: number): unknown {
    try {
      return JSON.parse(text);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      const at = /position (\d+)/.exec(msg);
      const lineCol = /line (\d+) column/.exec(msg);
      const offset =
        lineCol?.[1] !== undefined
          ? Number(lineCol[1]) - 1
          : at?.[1] !== undefined
            ? text.slice(0, Number(at[1])).split('\n').length - 1
            : 0;
      this.handler.invalid(line + offset, `invalid JSON: ${msg.replace(/^JSON\.parse: /, '')}`);
      return undefined;
    }
  }
}
