/**
 * `innosizer catalog list [--family F] [--region R] [--json]`: the instance types of the catalog
 * (shipped plus the user overlay) with vCPU, memory, architecture, EBS ceilings, local NVMe and
 * the region's price.
 * `innosizer catalog update --offer-file FILE`: reads an AWS Price List offer file of EC2 or of RDS
 * (told apart by its offerCode; streaming, with progress on a terminal's stderr) and merges its
 * regions into the user catalog overlay (other regions and the other service's prices kept; under
 * a lock, so concurrent updates both land); a malformed file writes nothing.
 */
import { mkdirSync } from 'node:fs';
import { WriteFailure, writeFileAtomic } from '../writeAtomic.ts';
import {
  mergeIntoOverlayFile,
  NotAnOfferFileError,
  readOfferFile,
} from '../../node/overlayFile.ts';
import { LockedError } from '../../node/fileLock.ts';
import type { CatalogOverlay } from '../../core/catalog/offer/overlay.ts';
import { dirname } from 'node:path';
import type { CliCommand, CliIo } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import type { FlagRow, ParsedArgs } from '../args.ts';
import { commandArgs, flagsHelp, valueOf } from '../args.ts';
import { cliError, usageError } from '../errors.ts';
import type { CliError } from '../errors.ts';
import { loadCatalog, overlayPath, readFailureWords } from '../catalogOverlay.ts';
import { instanceRows } from '../../core/catalog/list.ts';
import type { OfferReadResult } from '../../core/catalog/offer/reader.ts';
import { OfferFormatError } from '../../core/catalog/offer/scanner.ts';
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
import { addRegionHint } from '../../core/catalog/regionHelp.ts';
import { formatInt, formatNumber, formatPercent } from '../../core/format/index.ts';

const LIST_FLAGS: readonly FlagRow[] = [
  { flag: 'family', value: 'F', help: 'only this family (e.g. r7g)', multiple: true },
  { flag: 'region', value: 'R', help: 'prices of this region (default us-east-1)' },
  { flag: 'json', help: 'print a JSON array instead of a table' },
];
const UPDATE_FLAGS: readonly FlagRow[] = [
  {
    flag: 'offer-file',
    value: 'FILE',
    help: 'AWS Price List offer file for AmazonEC2 or AmazonRDS (JSON)',
  },
  { flag: 'json', help: 'print the result as JSON' },
];

const help = (): string => `Usage: innosizer catalog list [--family F] [--region R] [--json]
       innosizer catalog update --offer-file FILE

list    the instance types of the catalog with vCPU, memory, architecture, EBS ceilings, local
        NVMe and the region's on-demand price ("est." marks an estimate; see docs/catalog.md)
update  read an AWS Price List offer file for EC2 (e.g. https://pricing.us-east-1.amazonaws.com
        /offers/v1.0/aws/AmazonEC2/current/eu-west-2/index.json: on-demand and 1-/3-year
        no-upfront Reserved instance prices) or for RDS (…/AmazonRDS/current/eu-west-2/index.json:
        RDS for MySQL and Aurora MySQL DB class on-demand and 1-/3-year Reserved, storage, I/O
        and Extended Support prices) and merge its regions
        into the user catalog overlay the CLI and app use (${overlayPath()}); regions and
        services read from earlier files are kept

list flags:
${flagsHelp(LIST_FLAGS)}
update flags:
${flagsHelp(UPDATE_FLAGS)}
`;

function list(args: ParsedArgs, io: CliIo): number | CliError {
  const loaded = loadCatalog(io.stderr);
  const region = valueOf(args, 'region') ?? 'us-east-1';
  if (!Object.hasOwn(loaded.catalog.regions, region))
    return usageError(
      `unknown region "${region}"; known: ${Object.keys(loaded.catalog.regions).join(', ')}; ${addRegionHint(region)}`,
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
  // Off AWS (issue 38) the ceilings are the VM's disk caps: Azure's uncached ones, Google's Hyperdisk.
  const ceiling = { aws: 'EBS', azure: 'disk', gcp: 'Hyperdisk' }[rows[0]?.cloud ?? 'aws'];
  // Google publishes its caps in MiB/s; AWS and Azure in MB/s (10^6 bytes/s).
  const mib = rows[0]?.cloud === 'gcp';
  const bw = (mbps: number): string => formatNumber(mib ? (mbps * 1e6) / 2 ** 20 : mbps, 2);
  const head = [
    'type',
    'arch',
    'vCPU',
    'GiB',
    `${ceiling} IOPS base/max`,
    `${ceiling} ${mib ? 'MiB/s' : 'MB/s'} base/max`,
    'local NVMe',
    `$/h ${region}`,
  ];
  const body = rows.map((r) => [
    r.name,
    r.architecture,
    formatInt(r.vcpu),
    formatNumber(r.memoryGiB, 2),
    `${formatInt(r.ebsBaselineIops)}/${formatInt(r.ebsMaxIops)}${r.ebsEstimate ? ' est.' : ''}`,
    `${bw(r.ebsBaselineMBps)}${r.ebsEstimate ? ' est.' : ''}/${bw(r.ebsMaxMBps)}`,
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

async function update(args: ParsedArgs, io: CliIo): Promise<number | CliError> {
  const file = valueOf(args, 'offer-file');
  if (file === undefined) return usageError('catalog update needs --offer-file FILE', 'offer-file');
  // Progress only on a terminal: a log or a pipe gets the result line alone.
  const tty = process.stderr.isTTY === true;
  try {
    const result = await readOfferFile(file, {
      catalog: DEFAULT_CATALOG,
      createdAt: () => new Date().toISOString(),
      ...(tty
        ? { onProgress: (pct: number) => io.progress?.(`reading ${file}: ${formatPercent(pct)}`) }
        : {}),
    });
    if (tty) io.progress?.('');
    const out = overlayPath();
    mkdirSync(dirname(out), { recursive: true });
    // Under a lock, merged into the overlay on disk (other regions kept), written atomically.
    const written = await mergeIntoOverlayFile(out, result.overlay, writeFileAtomic);
    return printUpdate(io, args.switches.has('json'), out, result, written);
  } catch (e) {
    return updateFailure(e, file);
  }
}

function printUpdate(
  io: CliIo,
  json: boolean,
  out: string,
  result: OfferReadResult,
  written: CatalogOverlay,
): number {
  const regions = Object.keys(written.regions).sort();
  const rdsRegions = Object.keys(written.rds ?? {}).sort();
  if (json) {
    io.stdout(
      `${JSON.stringify({ overlay: out, offerCode: result.overlay.offer.offerCode, counts: result.counts, regions, rdsRegions }, null, 2)}\n`,
    );
    return EXIT_OK;
  }
  const rds = result.overlay.offer.offerCode === 'AmazonRDS';
  const summary = Object.entries(result.counts).map(([r, n]) => `${r} ${n}`);
  const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
  const kept = (rds ? rdsRegions : regions).filter((r) => !Object.hasOwn(result.counts, r));
  const what = rds
    ? 'RDS/Aurora class, storage, I/O and Extended Support prices'
    : 'instance prices';
  io.stdout(
    `Wrote ${out}: ${formatInt(total)} ${what} (${summary.join(', ')}) from ${result.overlay.offer.offerCode} published ${result.overlay.offer.publicationDate}${kept.length > 0 ? `; kept the ${rds ? 'RDS ' : ''}prices of ${kept.join(', ')} read before` : ''}.\n`,
  );
  return EXIT_OK;
}

/** A failure of `catalog update` in words: the offer file, the overlay, or the lock. */
function updateFailure(e: unknown, file: string): CliError {
  if (e instanceof WriteFailure) return cliError('failure', `${e.message}; nothing written`);
  if (e instanceof LockedError) return cliError('failure', `${e.message}; nothing written`);
  if (e instanceof OfferFormatError)
    return cliError('invalid-file', `not a usable AWS offer file: ${e.message}; nothing written`, {
      file,
    });
  const code = (e as NodeJS.ErrnoException)?.code;
  if (e instanceof NotAnOfferFileError)
    return cliError('invalid-file', `--offer-file: ${e.message}; nothing written`, { file });
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
    return cliError(
      'invalid-file',
      `--offer-file: cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : readFailureWords(e)}; nothing written`,
      { file },
    );
  throw e;
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
