/**
 * The CLI's output seam: everything `innosizer` prints goes through `terminalSafe` (main wraps the
 * command's stdout and stderr), so text from the user's files and flags (a scenario name, a CSV
 * header, a file name) can never drive the terminal: ANSI escape sequences, carriage returns,
 * backspaces, C1 controls and bidirectional overrides are written as visible escapes (issue 16).
 * Newlines and tabs stay as they are. The escapes are JSON's (`\u001b`, `\r`), so JSON output
 * stays valid JSON (JSON.stringify leaves C1 controls and bidi overrides raw).
 *
 * The one sanctioned terminal control is the progress line (`progressLine`): it rewrites the
 * status line on stderr with its own carriage return, its text escaped like the rest.
 */

/** C0 controls but tab and newline, DEL, C1 controls, and the bidi embeddings/overrides/isolates. */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const NAMED = new Map<string, string>([
  ['\b', '\\b'],
  ['\f', '\\f'],
  ['\r', '\\r'],
]);

function escape(ch: string): string {
  return NAMED.get(ch) ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** `text` with every control character that could act on a terminal written as an escape. */
export function terminalSafe(text: string): string {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text) ? text.replace(UNSAFE, escape) : text;
}

/** Clears the rest of the line after a progress text (ANSI "erase in line"). */
const ERASE_TO_END = '\u001b[K';

/** The text that rewrites the status line with `line` (escaped); '' clears it. */
export function progressLine(line: string): string {
  return `\r${terminalSafe(line)}${ERASE_TO_END}`;
}

/**
 * `JSON.stringify(value)` that is also terminal-safe, for output copied to the terminal without
 * going through `terminalSafe` again (the spool of `import --json`, issue 16). JSON.stringify
 * escapes C0 controls itself; DEL, C1 and bidi controls are escaped by `terminalSafe`, which only
 * runs when some string (or key) of `value` has a character from U+007F up: a walk over the
 * strings costs less than scanning the whole JSON text, and this runs once per imported record.
 */
export function safeJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return beyondAscii(value, 0) ? terminalSafe(text) : text;
}

/** Whether a string or key of `v` has a character from U+007F (DEL) up. */
function beyondAscii(v: unknown, depth: number): boolean {
  if (typeof v === 'string') return hasHighChar(v);
  if (typeof v !== 'object' || v === null) return false;
  // Deeper than any record: settle it by scanning the text instead.
  if (depth > 32) return true;
  for (const key in v) {
    if (hasHighChar(key) || beyondAscii((v as Record<string, unknown>)[key], depth + 1))
      return true;
  }
  return false;
}

function hasHighChar(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) if (s.charCodeAt(i) >= 0x7f) return true;
  return false;
}
