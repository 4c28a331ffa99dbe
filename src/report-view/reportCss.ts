/**
 * The report's print stylesheet. ReportDocument renders it in a <style> element, so the app's print
 * window and the CLI's HTML carry the same CSS. Page margins live in pdfOptions (the header and
 * footer templates print inside them).
 */
export type ReportPaper = 'A4' | 'Letter';

export function reportCss(paper: ReportPaper): string {
  return `
@page { size: ${paper}; }
.report { font-family: "Liberation Sans", "Helvetica Neue", Helvetica, Arial, "DejaVu Sans", sans-serif;
  font-size: 9.5pt; line-height: 1.4; color: #1d1d1f; max-width: 180mm; margin: 0 auto;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.report .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
.report h1 { font-size: 20pt; margin: 0 0 2mm; color: #1f3a5f; letter-spacing: -0.2pt; }
.report h2 { font-size: 12.5pt; margin: 7mm 0 2.5mm; color: #1f3a5f; border-bottom: 0.6pt solid #b9c7d8;
  padding-bottom: 1mm; break-after: avoid; }
.report h3 { font-size: 10.5pt; margin: 4mm 0 1.5mm; break-after: avoid; }
.report p { margin: 0 0 2mm; }
.report .meta { color: #555; font-size: 9pt; margin-bottom: 4mm; }
.report .meta span + span::before { content: " · "; }
.report .subtitle { font-size: 12pt; margin: 0 0 1mm; color: #333; }
.report .lead { font-size: 10.5pt; background: #f2f6fa; border-left: 3pt solid #2e8b57; padding: 3mm 4mm;
  margin: 2mm 0 3mm; break-inside: avoid; }
.report .lead.none { border-left-color: #c0504d; }
.report .note { color: #555; font-size: 8.5pt; }
.report .range { display: block; color: #666; font-size: 7.5pt; font-weight: normal; }
.report .footnote-mark { font-size: 7pt; margin-left: 1px; }
.report ol.cost-notes { margin: 2pt 0 6pt; padding-left: 14pt; }
.report table { border-collapse: collapse; width: 100%; margin: 1mm 0 3mm; break-inside: auto; }
.report table.keep { break-inside: avoid; }
.report tr { break-inside: avoid; }
.report thead { display: table-header-group; }
.report th, .report td { padding: 1.1mm 2mm; border-bottom: 0.5pt solid #d6dde5; vertical-align: top; text-align: left; }
.report thead th { background: #e9eff5; font-weight: 600; border-bottom: 0.8pt solid #9fb2c7; }
.report .nowrap { white-space: nowrap; }
.report td.num, .report th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.report tr.total td { font-weight: 600; border-top: 0.8pt solid #9fb2c7; }
.report tr.subtotal td { font-style: italic; border-top: 0.5pt solid #c9d4e0; }
.report td.better { color: #1e7a45; font-weight: 600; }
.report td.worse { color: #b23b37; font-weight: 600; }
.report table.side-by-side td.num { text-align: left; }
/* Up to five configurations in the printable width (issue 41 item 11: the table ran into the
   right margin on A4): fixed columns, the labels' a little wider, figures and names wrapping
   inside their column rather than widening it. */
.report table.side-by-side { table-layout: fixed; font-size: 8.5pt; }
.report table.side-by-side th:first-child { width: 17%; }
.report table.side-by-side th, .report table.side-by-side td { padding: 1mm 1.2mm; overflow-wrap: anywhere; }
.report table.side-by-side td.num { white-space: normal; overflow-wrap: normal; }
/* A change's value may be words ("instance store (local NVMe)"): it wraps rather than squeeze
   the note beside it into a column a word wide. */
.report table.changes-table td.num { white-space: normal; }
.report td.src { font-size: 8pt; color: #444; word-break: break-word; }
.report .cols { display: flex; gap: 5mm; }
.report .cols > div { flex: 1 1 0; min-width: 0; }
.report .server-page { break-before: page; }
.report h2 .line { font-size: 9pt; font-weight: normal; color: #555; }
.report table.fleet-servers { font-size: 7.5pt; }
/* Ten columns in the printable width: narrow padding, and a long word (a server name, a
   configuration) breaks inside the page rather than pushing the last columns off it. */
.report table.fleet-servers th, .report table.fleet-servers td { padding: 0.8mm 1.2mm; }
.report table.fleet-servers td:not(.num) { overflow-wrap: anywhere; }
.report table.fleet-servers td:nth-child(-n+2) { overflow-wrap: normal; }
.report table.fleet-servers .sub { display: block; color: #555; font-size: 7pt; }
.report table.fleet-totals th.num { white-space: normal; }
.report .server-page table { font-size: 8pt; margin-bottom: 2mm; }
.report .server-page th, .report .server-page td { padding: 0.6mm 1.5mm; }
.report .server-page .lead { font-size: 9.5pt; padding: 2mm 3mm; }
.report .server-page h3 { margin-top: 2.5mm; }
.report .server-page .range { font-size: 6.5pt; }
.report .figure { break-inside: avoid; margin: 2mm 0 4mm; }
.report .workload-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 4mm; }
.report .workload-grid .figure { margin: 1mm 0 2mm; }
.report .figure figcaption { font-size: 8.5pt; color: #555; margin-top: 1mm; }
.report svg.chart { display: block; max-width: 100%; height: auto; }
.report svg.chart text { font-family: inherit; fill: #333; }
.report svg.chart .tick { font-size: 9px; fill: #555; }
.report svg.chart .label { font-size: 10px; }
.report svg.chart .value { font-size: 10px; font-weight: 600; }
.report svg.chart .legend { font-size: 9.5px; }
.report svg.chart .axis-title { font-size: 9.5px; fill: #555; }
.report ul { margin: 0 0 2mm; padding-left: 5mm; }
.report li { margin-bottom: 1mm; }
.report .section { break-inside: auto; }
.report .keep { break-inside: avoid; }
.report .warnings { color: #8a5a00; font-size: 8.5pt; }
.report .op-online { color: #05603a; font-weight: 600; }
.report .op-restart { color: #8a5a00; font-weight: 600; }
.report .op-rebuild, .report .ephemeral strong { color: #a4161a; font-weight: 600; }
.report .ephemeral { border: 1px solid #a4161a; padding: 2pt 6pt; margin-bottom: 4pt; }
/* The app prints this view inside its own page (the print route): the app's stylesheet and the
   OS theme (a dark one painted the page near-black) must not reach the report, which the CLI
   prints from a page of its own. These rules come after the app's and win at equal specificity. */
@media print {
  :root { color-scheme: light; background: #fff; }
  body { background: #fff; }
}
.report svg.chart { background: none; border: 0; border-radius: 0; padding: 0; }
.report td.op { display: table-cell; min-width: 0; font-size: inherit; text-transform: none; }
.report .ephemeral { font-size: inherit; }
.report .ephemeral ul { display: block; margin: 0 0 2mm; padding-left: 5mm; list-style: disc; }
.report .ephemeral li { display: list-item; }
.report .ephemeral li + li::before { content: none; }
.report ul.warnings { padding-left: 5mm; }
@media screen {
  body { background: #e8e8e8; }
  .report { background: #fff; padding: 14mm; margin: 8mm auto; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
}
`;
}
