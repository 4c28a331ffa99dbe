/**
 * Reads an AWS Price List offer file (aws_v1 JSON, the bulk "offer file" of one region or of all)
 * into a catalog overlay. Amazon EC2 (offerCode AmazonEC2): on-demand and 1-/3-year standard
 * no-upfront Reserved hourly prices of the instance types the catalog knows, Linux, shared
 * tenancy, no pre-installed software. Amazon RDS (offerCode AmazonRDS): on-demand and 1-/3-year
 * Reserved prices of RDS for MySQL and Aurora MySQL DB classes, storage, I/O and Extended Support
 * (./rds.ts). One reader for both: a product is
 * kept when it is either kind; the file's offerCode decides which part the overlay gets.
 * Streaming (OfferScanner): products are kept only for what the catalog reads, terms only for
 * their SKUs. Format per AWS's "Reading the service price list file" documentation:
 * products.<sku>.{sku, productFamily, attributes}, terms.<OnDemand|Reserved>.<sku>.<sku.code>
 * .{termAttributes, priceDimensions.<rate>.{unit, pricePerUnit.USD}}.
 */
import type { Catalog, InstancePrice } from '../types.ts';
import type { CatalogOverlay, OverlayRegion } from './overlay.ts';
import { OVERLAY_FORMAT } from './overlay.ts';
import { OfferFormatError, OfferScanner } from './scanner.ts';
import { setOwn } from '../../own.ts';
import type { OverlayRdsRegion, RdsSku, ReservedRate, ReservedTerm } from './rds.ts';
import { HOURS_PER_RESERVED_YEAR, PURCHASE_RANK, RdsPriceCollector, rdsSku } from './rds.ts';

interface ProductJson {
  productFamily?: string;
  attributes?: Record<string, string>;
}
interface TermJson {
  termAttributes?: Record<string, string>;
  priceDimensions?: Record<
    string,
    { unit?: string; beginRange?: string; pricePerUnit?: { USD?: string } }
  >;
}

interface Sku {
  region: string;
  regionName: string;
  type: string;
}

/** Does this product describe a Linux, shared-tenancy, no-software instance hour? */
function instanceSku(p: ProductJson, known: (type: string) => boolean): Sku | null {
  const a = p.attributes;
  if (p.productFamily !== 'Compute Instance' || !a) return null;
  if (a.operatingSystem !== 'Linux' || a.tenancy !== 'Shared') return null;
  if (a.preInstalledSw !== 'NA' || (a.capacitystatus ?? 'Used') !== 'Used') return null;
  const type = a.instanceType ?? '';
  const region = a.regionCode ?? '';
  if (!known(type) || !region) return null;
  return { region, regionName: a.location ?? region, type };
}

/**
 * The dearest price a dimension may hold, USD: above every EC2 instance hour (u7in-32tb.224xlarge
 * is about $400/h on demand) and every upfront fee of a 3-year reservation of one instance, far
 * below a value that can only be a mistake (1e308).
 */
export const MAX_OFFER_PRICE_USD = 10_000_000;

/**
 * A price as AWS writes it ("0.0960000000", "0"): plain decimal digits. Number() would also read
 * "0x10" as 16, "1e308", " 1 " and "" (as 0), none of which an offer file holds.
 */
function priceOf(text: unknown): number {
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,12})?$/.test(text))
    throw new OfferFormatError(
      `a price that is not a decimal number of dollars: ${JSON.stringify(text ?? null).slice(0, 40)}`,
    );
  const usd = Number(text);
  if (usd > MAX_OFFER_PRICE_USD)
    throw new OfferFormatError(`a price of ${text} USD, over ${MAX_OFFER_PRICE_USD} USD`);
  return usd;
}

/** The hourly USD price of a term (its `Hrs` dimension), or null if it has none or an upfront fee. */
function hourly(t: TermJson): number | null {
  let h: number | null = null;
  for (const d of Object.values(t.priceDimensions ?? {})) {
    const usd = priceOf(d.pricePerUnit?.USD);
    if (d.unit === 'Hrs') h = usd;
    else if (usd > 0) return null; // an upfront fee: not a no-upfront term
  }
  return h;
}

/** The on-demand USD price of an RDS SKU's term: its first-tier dimension in the SKU's unit. */
function rdsPrice(t: TermJson, sku: RdsSku): number | null {
  for (const d of Object.values(t.priceDimensions ?? {})) {
    if (!sku.units.includes(d.unit ?? '') || (d.beginRange ?? '0') !== '0') continue;
    const usd = priceOf(d.pricePerUnit?.USD);
    return usd > 0 ? usd : null;
  }
  return null;
}

/**
 * A Reserved term of an RDS DB class: its length and effective $/hour (the `Hrs` fee plus the
 * `Quantity` upfront fee over the term's hours), or null when it is not a standard 1yr/3yr term.
 */
function rdsReserved(t: TermJson): { term: ReservedTerm; rate: ReservedRate } | null {
  const a = t.termAttributes ?? {};
  const term = a.LeaseContractLength;
  const option = PURCHASE_RANK.find((o) => o === a.PurchaseOption);
  if ((term !== '1yr' && term !== '3yr') || !option) return null;
  if ((a.OfferingClass ?? 'standard') !== 'standard') return null;
  let hourlyFee = 0;
  let upfrontUsd = 0;
  for (const d of Object.values(t.priceDimensions ?? {})) {
    const usd = priceOf(d.pricePerUnit?.USD);
    if (d.unit === 'Hrs') hourlyFee = usd;
    else if (d.unit === 'Quantity') upfrontUsd = usd;
  }
  const hours = (term === '1yr' ? 1 : 3) * HOURS_PER_RESERVED_YEAR;
  const hourlyUsd = Math.round((hourlyFee + upfrontUsd / hours) * 1e6) / 1e6;
  if (!(hourlyUsd > 0)) return null;
  return { term, rate: { hourlyUsd, purchaseOption: option, upfrontUsd } };
}

/** The offer files the reader reads. */
export const READ_OFFER_CODES = ['AmazonEC2', 'AmazonRDS'] as const;

export interface OfferReadResult {
  overlay: CatalogOverlay;
  /** Prices read, per region: EC2 instance prices, or RDS class, storage and I/O prices. */
  counts: Record<string, number>;
}

/** Feeds text chunks of an offer file; `finish` returns the overlay or throws OfferFormatError. */
export class OfferReader {
  private readonly skus = new Map<string, Sku>();
  private readonly rdsSkus = new Map<string, RdsSku>();
  private readonly rds = new RdsPriceCollector(() => ({
    source: this.sourceText(),
    asOf: this.asOf(),
  }));
  private readonly regions = new Map<string, OverlayRegion>();
  private readonly top = new Map<string, string>();
  private readonly scanner: OfferScanner;
  private products = 0;

  constructor(
    catalog: Catalog,
    private readonly fileName: string,
  ) {
    const known = (t: string): boolean => Object.hasOwn(catalog.instances, t);
    const classes = catalog.rds?.classes ?? {};
    const knownClass = (c: string): boolean => Object.hasOwn(classes, c);
    this.scanner = new OfferScanner({
      topLevel: (k, v) => this.top.set(k, v),
      product: (sku, json) => {
        this.products++;
        const p = parse<ProductJson>(json, `product ${sku}`);
        const s = instanceSku(p, known);
        if (s) this.skus.set(sku, s);
        const r = s ? null : rdsSku(p, knownClass);
        if (r) this.rdsSkus.set(sku, r);
      },
      wantTerms: (type, sku) =>
        ((type === 'OnDemand' || type === 'Reserved') && this.skus.has(sku)) ||
        (type === 'OnDemand' && this.rdsSkus.has(sku)) ||
        (type === 'Reserved' && isClassSku(this.rdsSkus.get(sku))),
      terms: (type, sku, json) => {
        const r = this.rdsSkus.get(sku);
        if (r) this.addRdsTerms(type, r, sku, json);
        else this.addTerms(type, sku, json);
      },
    });
  }

  feed(chunk: string): void {
    this.scanner.feed(chunk);
  }

  private addRdsTerms(type: string, s: RdsSku, sku: string, json: string): void {
    const terms = parse<Record<string, TermJson>>(json, `terms of ${sku}`);
    for (const t of Object.values(terms)) {
      if (type === 'Reserved') {
        const r = rdsReserved(t);
        if (r) this.rds.addReserved(s, r.term, r.rate);
        continue;
      }
      const usd = rdsPrice(t, s);
      if (usd !== null) this.rds.add(s, usd);
    }
  }

  private addTerms(type: string, sku: string, json: string): void {
    const s = this.skus.get(sku);
    if (!s) return;
    const terms = parse<Record<string, TermJson>>(json, `terms of ${sku}`);
    const price = this.priceOf(s);
    for (const t of Object.values(terms)) {
      const h = hourly(t);
      if (h === null) continue;
      if (type === 'OnDemand') price.hourlyUsd = h;
      else {
        const a = t.termAttributes ?? {};
        if (a.OfferingClass !== 'standard' || a.PurchaseOption !== 'No Upfront') continue;
        if (a.LeaseContractLength === '1yr') price.reserved1yHourlyUsd = h;
        if (a.LeaseContractLength === '3yr') price.reserved3yHourlyUsd = h;
      }
    }
  }

  private priceOf(s: Sku): InstancePrice {
    let r = this.regions.get(s.region);
    if (!r) {
      r = { name: s.regionName, instancePrices: {} };
      this.regions.set(s.region, r);
    }
    let p = r.instancePrices[s.type];
    if (!p) {
      p = { hourlyUsd: 0, source: this.sourceText(), asOf: this.asOf() };
      r.instancePrices[s.type] = p;
    }
    return p;
  }

  private sourceText(): string {
    const v = this.top.get('version') ?? '?';
    const code = this.top.get('offerCode') ?? '?';
    const service = code === 'AmazonRDS' ? 'AmazonRDS' : 'AmazonEC2';
    return `AWS Price List offer file ${code} version ${v} (${this.fileName}), via https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/${service}/current/index.json`;
  }

  private asOf(): string {
    return (this.top.get('publicationDate') ?? '').slice(0, 10);
  }

  /** Ends the read: checks the document and returns the overlay. */
  finish(createdAt: string): OfferReadResult {
    this.scanner.end();
    const code = this.top.get('offerCode');
    if (code === undefined || !this.top.has('publicationDate'))
      throw new OfferFormatError(
        'no "offerCode" or "publicationDate": not an AWS Price List offer file',
      );
    if (!(READ_OFFER_CODES as readonly string[]).includes(code))
      throw new OfferFormatError(
        `offerCode is "${code}"; only AmazonEC2 and AmazonRDS offer files are read`,
      );
    if (!/^\d{4}-\d{2}-\d{2}/.test(this.asOf()))
      throw new OfferFormatError(
        `publicationDate "${this.top.get('publicationDate')}" is not a date`,
      );
    if (this.products === 0) throw new OfferFormatError('the offer file has no products');
    const offer = {
      offerCode: code,
      version: this.top.get('version') ?? '',
      publicationDate: this.top.get('publicationDate') ?? '',
      file: this.fileName,
    };
    if (code === 'AmazonRDS') return this.finishRds(createdAt, offer);
    const counts: Record<string, number> = {};
    const regions: Record<string, OverlayRegion> = {};
    for (const [id, r] of [...this.regions].sort(([a], [b]) => a.localeCompare(b))) {
      // A SKU without an on-demand price is not usable: leave it out.
      for (const [t, p] of Object.entries(r.instancePrices))
        if (!(p.hourlyUsd > 0)) delete r.instancePrices[t];
      const n = Object.keys(r.instancePrices).length;
      setOwn(counts, id, n);
      if (n > 0) setOwn(regions, id, r);
    }
    if (Object.keys(regions).length === 0)
      throw new OfferFormatError(
        'the offer file prices none of the catalog’s instance types (Linux, shared tenancy)',
      );
    const overlay: CatalogOverlay = { format: OVERLAY_FORMAT, createdAt, offer, regions };
    return { overlay, counts };
  }

  private finishRds(createdAt: string, offer: CatalogOverlay['offer']): OfferReadResult {
    const { regions, counts } = this.rds.finish();
    if (Object.keys(regions).length === 0)
      throw new OfferFormatError(
        'the offer file prices none of the catalog’s RDS for MySQL or Aurora MySQL DB classes, storage or I/O',
      );
    const rds: Record<string, OverlayRdsRegion> = regions;
    const overlay: CatalogOverlay = { format: OVERLAY_FORMAT, createdAt, offer, regions: {}, rds };
    return { overlay, counts };
  }
}

/** A DB class SKU (RDS for MySQL or Aurora MySQL instance hours): the ones with Reserved terms read. */
function isClassSku(s: RdsSku | undefined): boolean {
  return s !== undefined && (s.target.kind === 'mysql' || s.target.kind === 'aurora');
}

function parse<T>(json: string, what: string): T {
  try {
    return JSON.parse(json) as T;
  } catch (e) {
    throw new OfferFormatError(`${what} is not valid JSON (${(e as Error).message})`);
  }
}

/** A piece of an offer file as read from disk: its text and how many bytes it was. */
export interface OfferChunk {
  text: string;
  bytes: number;
}

/**
 * Reads a whole offer file from its chunks (streaming: one chunk at a time), reporting progress
 * at every tenth of `totalBytes` (0, 10, … 100), then returns the overlay. Throws OfferFormatError
 * for a file that is not a usable offer file. Shared by `innosizer catalog update` and the app's
 * File → Import Price List….
 */
export async function readOffer(
  chunks: AsyncIterable<OfferChunk>,
  options: {
    catalog: Catalog;
    fileName: string;
    totalBytes: number;
    createdAt: () => string;
    onProgress?: (percent: number) => void;
  },
): Promise<OfferReadResult> {
  const reader = new OfferReader(options.catalog, options.fileName);
  let read = 0;
  let shown = -1;
  for await (const chunk of chunks) {
    reader.feed(chunk.text);
    read += chunk.bytes;
    const pct = options.totalBytes > 0 ? Math.floor((read / options.totalBytes) * 100) : 100;
    if (pct >= shown + 10) {
      shown = pct - (pct % 10);
      options.onProgress?.(shown);
    }
  }
  return reader.finish(options.createdAt());
}
