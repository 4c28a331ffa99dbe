/**
 * `innosizer catalog list [--family F] [--region R] [--json]`: the instance types of the catalog
 * (shipped plus the user overlay) with vCPU, memory, architecture, EBS ceilings, local NVMe and
 * the region's price.
 * `innosizer catalog update --offer-file FILE`: reads an AWS Price List EC2 offer file (streaming,
 * with progress on stderr) and writes the user catalog overlay; a malformed file writes nothing.
 */
import { createReadStream, mkdirSync, statSync } from 'node:fs';
import { WriteFailure, writeFileAtomic } from '../writeAtomic.ts';
import { dirname } from 'node:path';
import type { CliCommand, CliIo } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import type { FlagRow, ParsedArgs } from '../args.ts';
import { commandArgs, flagsHelp, valueOf } from '../args.ts';
import { cliError, usageError } from '../errors.ts';
import type { CliError } from '../errors.ts';
import { loadCatalog, overlayPath } from '../catalogOverlay.ts';
import { instanceRows } from '../../core/catalog/list.ts';
import { readOffer, type OfferChunk } from '../../core/catalog/offer/reader.ts';
import { OfferFormatError } from '../../core/catalog/offer/scanner.ts';
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
import { formatInt, formatNumber, formatPercent } from '../../core/format/index.ts';

const LIST_FLAGS: readonly FlagRow[] = [
  { flag: 'family', value: 'F', help: 'only this family (e.g. r7g)', multiple: true },
  { flag: 'region', value: 'R', help: 'prices of this region (default us-east-1)' },
  { flag: 'json', help: 'print a JSON array instead of a table' },
];
const UPDATE_FLAGS: readonly FlagRow[] = [
  { flag: 'offer-file', value: 'FILE', help: 'AWS Price List offer file for AmazonEC2 (JSON)' },
  { flag: 'json', help: 'print the result as JSON' },
];

const help = (): string => `Usage: innosizer catalog list [--family F] [--region R] [--json]
       innosizer catalog update --offer-file FILE

list    the instance types of the catalog with vCPU, memory, architecture, EBS ceilings, local
        NVMe and the region's on-demand price ("est." marks an estimate; see docs/catalog.md)
update  read an AWS Price List offer file for EC2 (e.g. https://pricing.us-east-1.amazonaws.com
        /offers/v1.0/aws/AmazonEC2/current/eu-west-2/index.json) and write the user catalog
        overlay the CLI and app use: published on-demand and 1-/3-year no-upfront Reserved prices
        (${overlayPath()})

list flags:
${flagsHelp(LIST_FLAGS)}
update flags:
${flagsHelp(UPDATE_FLAGS)}
`;

function list(args: ParsedArgs, io: CliIo): number | CliError {
  const loaded = loadCatalog();
  if ('kind' in loaded) return loaded;
  const region = valueOf(args, 'region') ?? 'us-east-1';
  if (!Object.hasOwn(loaded.catalog.regions, region))
    return usageError(
      `unknown region "${region}"; known: ${Object.keys(loaded.catalog.regions).join(', ')}`,
      'region',
    );
  const families = args.values.get('family') ?? [];
  const known = new Set(Object.values(loaded.catalog.instances).map((i) => i.family));
  const unknown = families.find((f) => !known.has(f));
  if (unknown !== undefined)
    return usageError(`unknown family "${unknown}"; known: ${[...known].join(', ')}`, 'family');
  const rows = instanceRows(loaded.catalog, region).filter(
    (r) => families.length === 0 || families.includes(r.family),
  );
  if (args.switches.has('json')) {
    io.stdout(
      `${JSON.stringify({ region, overlay: loaded.overlay?.createdAt ?? null, rows }, null, 2)}\n`,
    );
    return EXIT_OK;
  }
  const head = [
    'type',
    'arch',
    'vCPU',
    'GiB',
    'EBS IOPS base/max',
    'EBS MB/s base/max',
    'local NVMe',
    `$/h ${region}`,
  ];
  const body = rows.map((r) => [
    r.name,
    r.architecture,
    formatInt(r.vcpu),
    formatNumber(r.memoryGiB, 2),
    `${formatInt(r.ebsBaselineIops)}/${formatInt(r.ebsMaxIops)}${r.ebsEstimate ? ' est.' : ''}`,
    `${formatNumber(r.ebsBaselineMBps, 2)}${r.ebsEstimate ? ' est.' : ''}/${formatNumber(r.ebsMaxMBps, 2)}`,
    r.localNvme === null ? '-' : `${r.localNvme}${r.localNvmeEstimate ? ' est.' : ''}`,
    r.hourlyUsd === null
      ? 'not priced'
      : `${formatNumber(r.hourlyUsd, 5)}${r.priceEstimate ? ' est.' : ''}`,
  ]);
  const widths = head.map((h, k) => Math.max(h.length, ...body.map((b) => (b[k] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, k) =>
        k === 0 || k === 1 || k === 6 ? c.padEnd(widths[k] ?? 0) : c.padStart(widths[k] ?? 0),
      )
      .join('  ');
  io.stdout(`${[line(head), ...body.map(line)].join('\n')}\n`);
  io.stdout(
    loaded.overlay
      ? `\nPrices: shipped catalog + overlay from ${loaded.overlay.offer.file} (published ${loaded.overlay.offer.publicationDate}, read ${loaded.overlay.createdAt}).\n`
      : '\nPrices: shipped catalog (docs/catalog.md). "est." = estimate (EBS: baseline MB/s and IOPS; NVMe: devices and IOPS; price); `catalog update` adds published prices.\n',
  );
  return EXIT_OK;
}

/** The offer file's text, a quarter MiB at a time, with each piece's size in bytes. */
async function* offerChunks(file: string): AsyncIterable<OfferChunk> {
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 18 });
  for await (const text of stream as AsyncIterable<string>)
    yield { text, bytes: Buffer.byteLength(text) };
}

async function update(args: ParsedArgs, io: CliIo): Promise<number | CliError> {
  const file = valueOf(args, 'offer-file');
  if (file === undefined) return usageError('catalog update needs --offer-file FILE', 'offer-file');
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return cliError('invalid-file', `cannot read the offer file`, { file });
  }
  try {
    const result = await readOffer(offerChunks(file), {
      catalog: DEFAULT_CATALOG,
      fileName: file.split(/[\\/]/).pop() ?? file,
      totalBytes: size,
      createdAt: () => new Date().toISOString(),
      onProgress: (pct) => io.stderr(`reading ${file}: ${formatPercent(pct)}\n`),
    });
    const out = overlayPath();
    mkdirSync(dirname(out), { recursive: true });
    // Written whole to a temporary file, then renamed: a failure never leaves half an overlay.
    await writeFileAtomic(out, `${JSON.stringify(result.overlay)}\n`);
    const summary = Object.entries(result.counts).map(([r, n]) => `${r} ${n}`);
    if (args.switches.has('json'))
      io.stdout(`${JSON.stringify({ overlay: out, counts: result.counts }, null, 2)}\n`);
    else
      io.stdout(
        `Wrote ${out}: ${formatInt(Object.values(result.counts).reduce((a, b) => a + b, 0))} instance prices (${summary.join(', ')}) from ${result.overlay.offer.offerCode} published ${result.overlay.offer.publicationDate}.\n`,
      );
    return EXIT_OK;
  } catch (e) {
    if (e instanceof WriteFailure) return cliError('failure', `${e.message}; nothing written`);
    if (e instanceof OfferFormatError)
      return cliError(
        'invalid-file',
        `not a usable AWS offer file: ${e.message}; nothing written`,
        { file },
      );
    throw e;
  }
}

export const catalogCommand: CliCommand = async (argv, io) => {
  const [sub, ...rest] = argv;
  if (sub === 'list') {
    const start = commandArgs(rest, LIST_FLAGS, help, io.stdout);
    return 'done' in start ? start.done : list(start.args, io);
  }
  if (sub === 'update') {
    const start = commandArgs(rest, UPDATE_FLAGS, help, io.stdout);
    return 'done' in start ? start.done : update(start.args, io);
  }
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.stdout(help());
    return sub === undefined ? usageError('catalog needs a subcommand: list or update') : EXIT_OK;
  }
  return usageError(`unknown catalog subcommand "${sub}"; use list or update`);
};
