/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A chart's name of a configuration on as many lines as it takes (issue 41 item 11: names cut at
 * 20 or 26 characters left "1M tables on db.m6i…" and "1M tables on db.r6i…" beside each other).
 */

/** Line height of wrapped chart text, px (10 px type). */
export const LINE_H = 11;

/** `text` in lines of at most `maxChars` characters, broken between words (a longer word alone). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Lines as tspans of one <text>, the first at the text's own y. */
export function Lines({ lines, x }: { lines: readonly string[]; x: number }) {
  return (
    <>
      {lines.map((l, k) => (
        <tspan key={k} x={x} dy={k === 0 ? 0 : LINE_H}>
          {l}
        </tspan>
      ))}
    </>
  );
}
