/** `innosizer catalog list|update` and the overlay the CLI prices with. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './runCli.ts';

const FIXTURE = join(import.meta.dirname, '../../fixtures/offers/ec2-small.json');

let dir = '';
let overlay = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-catalog-'));
  overlay = join(dir, 'sub', 'catalog-overlay.json');
  process.env.INNOSIZER_CATALOG_OVERLAY = overlay;
});
afterEach(() => {
  delete process.env.INNOSIZER_CATALOG_OVERLAY;
});

describe('innosizer catalog list', () => {
  it('prints every type with vCPU, memory, EBS ceilings, NVMe and price; estimates marked', async () => {
    const r = await run(['catalog', 'list']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^type +arch +vCPU/m);
    expect(r.out).toMatch(
      /^m6id\.large +x86_64 +2 +8 +3,600\/40,000 +81\.25\/1,250 +1 × 118 GB NVMe +0\.11865$/m,
    );
    expect(r.out).toMatch(/^r8g\.large +arm64 .* est\./m);
    expect(r.out.split('\n').filter((l) => /^\S+\.\S*large /.test(l))).toHaveLength(218);
    expect(r.out).toMatch(/^i7ie\.large +x86_64 .* 1 × 1,250 GB NVMe est\. /m);
  });

  it('filters by family and region, and prints JSON', async () => {
    const r = await run(['catalog', 'list', '--family', 'r7g', '--region', 'eu-west-1', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.region).toBe('eu-west-1');
    expect(j.rows.map((x: { name: string }) => x.name)).toEqual([
      'r7g.large',
      'r7g.xlarge',
      'r7g.2xlarge',
      'r7g.4xlarge',
      'r7g.8xlarge',
      'r7g.12xlarge',
      'r7g.16xlarge',
    ]);
    expect(j.rows[0]).toMatchObject({ vcpu: 2, memoryGiB: 16, priceEstimate: true });
  });

  it('refuses an unknown family or region naming the flag', async () => {
    const f = await run(['catalog', 'list', '--family', 'z9']);
    expect(f.code).toBe(2);
    expect(f.err).toMatch(/unknown family "z9"/);
    const g = await run(['catalog', 'list', '--region', 'mars-1']);
    expect(g.code).toBe(2);
    expect(g.err).toMatch(/unknown region "mars-1"/);
  });
});

describe('innosizer catalog update', () => {
  it('reads the offer file with progress on a terminal, writes the overlay, and list and predict use it', async () => {
    const tty = process.stderr.isTTY;
    process.stderr.isTTY = true;
    let r;
    try {
      r = await run(['catalog', 'update', '--offer-file', FIXTURE]);
    } finally {
      process.stderr.isTTY = tty;
    }
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/reading .*ec2-small\.json: 100%/);
    expect(r.out).toMatch(
      /Wrote .*catalog-overlay\.json: 3 instance prices \(eu-west-1 1, eu-west-2 2\)/,
    );
    const o = JSON.parse(readFileSync(overlay, 'utf8'));
    expect(o.regions['eu-west-2'].instancePrices['m6i.large'].hourlyUsd).toBe(0.111);

    const l = await run(['catalog', 'list', '--region', 'eu-west-2', '--family', 'm6i']);
    expect(l.out).toMatch(/^m6i\.large .* 0\.111$/m);
    expect(l.out).toMatch(/overlay from ec2-small\.json \(published 2026-11-01T00:00:00Z, read /);

    const p = await run(['predict', '--region', 'eu-west-2', '--pricing', 'reserved-3y']);
    expect(p.code).toBe(0);
    expect(p.out).toMatch(/3-year Reserved, no upfront \$0\.0481\/h × 730 h/);
  });

  it('recommend and report price with the overlay too, and the report cites it with its dates', async () => {
    await run(['catalog', 'update', '--offer-file', FIXTURE]);
    // eu-west-2 exists only in the overlay; a scenario file there opens as well as the flag.
    const scenario = join(dir, 'london.innosizer.json');
    const built = await run(['predict', '--region', 'eu-west-2', '--json']);
    expect(built.code).toBe(0);
    writeFileSync(
      scenario,
      JSON.stringify({ schemaVersion: 1, ...JSON.parse(built.out).scenario }),
    );
    const rec = await run([
      'recommend',
      '--scenario',
      scenario,
      '--max-startup',
      '3600',
      '--min-qps',
      '100',
      '--json',
    ]);
    expect(rec.code, rec.err).toBe(0);
    const results = JSON.parse(rec.out).results as { scenario: { instance: { type: string } } }[];
    // Only the two types the offer file priced in eu-west-2 can be chosen there.
    expect(results.length).toBeGreaterThan(0);
    for (const r of results)
      expect(['m6i.large', 'r7g.xlarge']).toContain(r.scenario.instance.type);
    const rep = await run(['report', '--region', 'eu-west-2', '--json']);
    expect(rep.code, rep.err).toBe(0);
    const sources = JSON.parse(rep.out).sources as { what: string; source: string; asOf: string }[];
    const today = new Date().toISOString().slice(0, 10);
    expect(sources).toContainEqual(
      expect.objectContaining({
        what: expect.stringMatching(/^Prices: m6i\.large/),
        source: expect.stringMatching(
          new RegExp(
            `^AWS Price List offer file AmazonEC2 .*ec2-small\\.json.*; imported ${today}$`,
          ),
        ),
        asOf: '2026-11-01',
      }),
    );
  });

  it.each([
    ['missing', join(tmpdir(), 'no-such-offer-file.json'), /cannot read/],
    ['truncated', 'truncated', /truncated; nothing written/],
    ['not EC2', 's3', /"AmazonS3".*only AmazonEC2.*nothing written/],
  ])('a %s offer file: exit 2, one clear line, nothing written', async (_what, which, msg) => {
    let file = which;
    if (which === 'truncated' || which === 's3') {
      const text = readFileSync(FIXTURE, 'utf8');
      file = join(dir, `${which}.json`);
      writeFileSync(
        file,
        which === 'truncated'
          ? text.slice(0, 4000)
          : text.replace('"offerCode": "AmazonEC2"', '"offerCode": "AmazonS3"'),
      );
    }
    const r = await run(['catalog', 'update', '--offer-file', file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(msg);
    expect(existsSync(overlay)).toBe(false);
  });

  it('a broken overlay file is a warning of the commands that read it, which use the shipped prices', async () => {
    await run(['catalog', 'update', '--offer-file', FIXTURE]);
    writeFileSync(overlay, '{"format": "something else"}');
    const r = await run(['predict']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^warning: catalog overlay: "format" .*using the shipped catalog's prices/,
    );
    expect(r.out).toMatch(/\$70\.08 +m6i\.large on-demand/);
  });

  // Issue 31, item 6: EISDIR/EACCES on the overlay made every predict an "internal error", exit 1.
  it('an overlay that is a folder or unreadable warns in words; predict still answers', async () => {
    mkdirSync(overlay, { recursive: true });
    const r = await run(['predict']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^warning: catalog overlay: cannot read .*catalog-overlay\.json: .*a folder/,
    );
    rmSync(overlay, { recursive: true });
    const bad = await run(['predict', '--json']);
    expect(bad.code).toBe(0);
  });

  it('no progress on stderr when it is not a terminal (issue 31)', async () => {
    const r = await run(['catalog', 'update', '--offer-file', FIXTURE]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
  });

  it('a second update of another region keeps the first region (issue 31)', async () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const london = join(dir, 'london.json');
    const ireland = join(dir, 'ireland.json');
    // The fixture holds eu-west-1 and eu-west-2; each file keeps one region's products.
    writeFileSync(
      london,
      text.replaceAll('"eu-west-1"', '"eu-west-2"').replaceAll('EU (Ireland)', 'EU (London)'),
    );
    writeFileSync(
      ireland,
      text.replaceAll('"eu-west-2"', '"eu-west-1"').replaceAll('EU (London)', 'EU (Ireland)'),
    );
    expect((await run(['catalog', 'update', '--offer-file', london])).code).toBe(0);
    const second = await run(['catalog', 'update', '--offer-file', ireland]);
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/kept the prices of eu-west-2 read before/);
    const o = JSON.parse(readFileSync(overlay, 'utf8'));
    expect(Object.keys(o.regions).sort()).toEqual(['eu-west-1', 'eu-west-2']);
  });

  it('two updates at once both land (a lock serialises them)', async () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    writeFileSync(a, text.replaceAll('"eu-west-1"', '"eu-west-2"'));
    writeFileSync(
      b,
      text.replaceAll('"eu-west-2"', '"eu-west-1"').replaceAll('"eu-west-1"', '"eu-north-1"'),
    );
    const [x, y] = await Promise.all([
      run(['catalog', 'update', '--offer-file', a]),
      run(['catalog', 'update', '--offer-file', b]),
    ]);
    expect([x.code, y.code]).toEqual([0, 0]);
    const o = JSON.parse(readFileSync(overlay, 'utf8'));
    expect(Object.keys(o.regions).sort()).toEqual(['eu-north-1', 'eu-west-2']);
    expect(existsSync(`${overlay}.lock`)).toBe(false);
  });

  it('an offer file with a byte-order mark or in UTF-16 reads as its text (issue 31)', async () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, `\uFEFF${text}`);
    expect((await run(['catalog', 'update', '--offer-file', bom])).code).toBe(0);
    const utf16 = join(dir, 'utf16.json');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const r = await run(['catalog', 'update', '--offer-file', utf16]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/3 instance prices/);
  });

  it('a folder, a device or a missing offer file is refused in words, exit 2 (issue 31)', async () => {
    const folder = await run(['catalog', 'update', '--offer-file', dir]);
    expect(folder.code).toBe(2);
    expect(folder.err).toMatch(/--offer-file: .* is a folder: expected an AWS offer file/);
    const dev = await run(['catalog', 'update', '--offer-file', '/dev/zero']);
    expect(dev.code).toBe(2);
    expect(dev.err).toMatch(/zero is not a regular file/);
    const missing = await run(['catalog', 'update', '--offer-file', join(dir, 'none.json')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read .*none\.json: no such file/);
  });
});

describe('innosizer catalog update with an AmazonRDS offer file', () => {
  const RDS = join(import.meta.dirname, '../../fixtures/offers/rds-small.json');

  it('reads RDS prices into the same overlay, keeping the EC2 prices read before', async () => {
    expect((await run(['catalog', 'update', '--offer-file', FIXTURE])).code).toBe(0);
    const r = await run(['catalog', 'update', '--offer-file', RDS]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /: 13 RDS\/Aurora class, storage, I\/O and Extended Support prices \(eu-west-2 12, us-east-1 1\) from AmazonRDS/,
    );
    const o = JSON.parse(readFileSync(overlay, 'utf8'));
    expect(o.regions['eu-west-2'].instancePrices['m6i.large'].hourlyUsd).toBe(0.111);
    expect(o.rds['eu-west-2'].mysqlInstances['db.m6i.large']).toMatchObject({
      hourlyUsd: 0.198,
      hourlyUsdMultiAz: 0.396,
      reserved1yHourlyUsd: 0.12,
    });
    // Issue 39: predict on RDS prices the DB class at the file's Reserved price; without one,
    // on-demand and the RDS offer file named.
    const p = await run([
      'predict',
      '--deployment',
      'rds',
      '--region',
      'eu-west-2',
      '--instance',
      'db.m6i.large',
      '--pricing',
      'reserved-1y',
    ]);
    expect(p.code).toBe(0);
    expect(p.out).toMatch(
      /db\.m6i\.large RDS for MySQL Single-AZ 1-year Reserved, no upfront \$0\.12\/h × 730 h/,
    );
    const io = await run([
      'predict',
      '--deployment',
      'aurora',
      '--aurora-storage',
      'io-optimized',
      '--region',
      'eu-west-2',
      '--instance',
      'db.r6g.large',
      '--pricing',
      'reserved-1y',
    ]);
    expect(io.code).toBe(0);
    expect(io.out).toMatch(/Add Reserved prices: .*the region's AWS RDS offer file/);
    const j = await run(['catalog', 'update', '--offer-file', FIXTURE, '--json']);
    const out = JSON.parse(j.out);
    expect(out.offerCode).toBe('AmazonEC2');
    expect(out.rdsRegions).toEqual(['eu-west-2', 'us-east-1']);
  });
});
