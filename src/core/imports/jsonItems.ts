/**
 * The items of one JSON array read as the text streams past, one at a time, never the array
 * whole: CloudWatch's `Timestamps` and `Values` (a million data points each in a 200 MB export;
 * JSON.parse of their result held hundreds of MB of strings and objects, issue 31). An item is a
 * string, a number, true, false or null; a nested object or array is handed on as `NESTED` (its
 * text skipped, brackets and strings followed). The syntax is JSON's: a comma between items, none
 * after the last; anything else is reported once (`onError`) and the rest of the array skipped.
 * Text arrives line by line (jsonStream.ts): a JSON token never spans a line break.
 */
export const NESTED: unique symbol = Symbol('nested');
export type JsonItem = string | number | boolean | null | typeof NESTED;

export interface JsonItemsHandler {
  item(value: JsonItem): void;
  /** Bad JSON inside the array (only the first is reported). */
  error(line: number, message: string): void;
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const LITERALS: Record<string, JsonItem> = { true: true, false: false, null: null };

/** JSON's whitespace: space, tab, line feed, carriage return. */
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

export class JsonItems {
  /** What may come next: an item or the end ('first'), an item ('value'), a comma or the end. */
  private expect: 'first' | 'value' | 'sep' = 'first';
  /** Depth inside a nested (bad) item; 0 at the array's own level. */
  private nested = 0;
  private inString = false;
  private escaped = false;
  private hasEscape = false;
  private tokenStart = -1;
  /** True once the array's syntax was wrong: nothing more is handed on. */
  failed = false;
  /** Line breaks inside the array (the caller keeps the line count of what follows). */
  lines = 0;
  /** Items handed on. */
  count = 0;

  constructor(private readonly handler: JsonItemsHandler) {}

  /**
   * Reads `text` from `from`: the index of the `]` that closes the array, or `text.length` when
   * the line ends first (then call `lineEnd`).
   */
  scan(text: string, from: number, line: number): number {
    for (let i = from; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        this.stringChar(text, i, c, line);
        continue;
      }
      if (this.tokenStart >= 0 && (isSpace(c) || c === 44 || c === 93 || c === 125 || c === 34))
        this.bare(text.slice(this.tokenStart, i), line);
      if (this.nested > 0) {
        if (c === 34) this.inString = true;
        else if (c === 123 || c === 91) this.nested += 1;
        else if (c === 125 || c === 93) {
          this.nested -= 1;
          if (this.nested === 0) this.emit(NESTED);
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (c === 93) {
        if (this.expect === 'value') this.fail(line, "a ']' after a comma");
        return i;
      }
      if (c === 44) {
        if (this.expect !== 'sep') this.fail(line, "a ',' where an item belongs");
        this.expect = 'value';
        continue;
      }
      if (this.expect === 'sep') this.fail(line, `'${text[i] ?? ''}' where a ',' or ']' belongs`);
      if (c === 34) {
        this.inString = true;
        this.hasEscape = false;
        this.tokenStart = i;
      } else if (c === 123 || c === 91) this.nested = 1;
      else if (c === 125) this.fail(line, "a '}' inside an array");
      else if (this.tokenStart < 0) this.tokenStart = i;
    }
    return text.length;
  }

  /** The line ended: a number or literal ends with it; a string may not. */
  lineEnd(text: string, line: number): void {
    if (this.inString) {
      this.fail(line, 'a string not closed on its line');
      this.inString = false;
      this.escaped = false;
      this.tokenStart = -1;
    } else if (this.tokenStart >= 0) this.bare(text.slice(this.tokenStart), line);
    this.lines += 1;
  }

  private stringChar(text: string, i: number, c: number, line: number): void {
    if (this.escaped) this.escaped = false;
    else if (c === 92) {
      this.escaped = true;
      this.hasEscape = true;
    } else if (c === 34) {
      this.inString = false;
      if (this.nested > 0) return;
      const start = this.tokenStart;
      this.tokenStart = -1;
      if (!this.hasEscape) this.emit(text.slice(start + 1, i));
      else {
        try {
          this.emit(JSON.parse(text.slice(start, i + 1)) as string);
        } catch {
          this.fail(line, `a bad escape in ${text.slice(start, Math.min(i + 1, start + 40))}`);
        }
      }
    } else if (c < 32) this.fail(line, 'a control character inside a string');
  }

  /** A number, true, false or null as the file has it. */
  private bare(token: string, line: number): void {
    this.tokenStart = -1;
    if (NUMBER.test(token)) this.emit(Number(token));
    else if (Object.hasOwn(LITERALS, token)) this.emit(LITERALS[token] as JsonItem);
    else this.fail(line, `'${token.slice(0, 40)}', which is not a JSON value`);
  }

  private emit(v: JsonItem): void {
    this.expect = 'sep';
    if (this.failed) return;
    this.count += 1;
    this.handler.item(v);
  }

  private fail(line: number, what: string): void {
    if (!this.failed) this.handler.error(line, `invalid JSON: ${what}`);
    this.failed = true;
  }
}
