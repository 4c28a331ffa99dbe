/**
 * Where each word of a PDF lies (poppler's `pdftotext -bbox`), to check that nothing is printed
 * past the page's printable width: Chromium clips a table wider than the page, and the text layer
 * then holds the cut words ("Bottlen").
 */
import { execFileSync } from 'node:child_process';
import { MARGINS_MM } from '../../../src/report-view/pdfOptions.ts';

export interface PdfWord {
  page: number;
  word: string;
  xMax: number;
  yMin: number;
}

const PT_PER_MM = 72 / 25.4;

/** Every word of the PDF with its page, right edge and top (points). */
export function pdfWords(file: string): { pageWidthPt: number; words: PdfWord[] } {
  const xml = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const words: PdfWord[] = [];
  let page = 0;
  let pageWidthPt = 0;
  for (const line of xml.split('\n')) {
    const p = /<page width="([\d.]+)"/.exec(line);
    if (p) {
      page += 1;
      pageWidthPt = Number(p[1]);
      continue;
    }
    const w = /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">(.*)<\/word>/.exec(
      line,
    );
    if (w) words.push({ page, word: w[3]!, xMax: Number(w[2]), yMin: Number(w[1]) });
  }
  return { pageWidthPt, words };
}

/** Words whose right edge is past the right margin (1 pt of slack for the glyphs' side bearing). */
export function wordsPastRightMargin(file: string): PdfWord[] {
  const { pageWidthPt, words } = pdfWords(file);
  const edge = pageWidthPt - MARGINS_MM.right * PT_PER_MM + 1;
  return words.filter((w) => w.xMax > edge);
}
