/** `innosizer catalog list|update` and the overlay the CLI prices with. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
    expect(r.out.split('\n').filter((l) => /^\S+\.\S*large /.test(l))).toHaveLength(180);
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
  it('reads the offer file with progress, writes the overlay, and list and predict use it', async () => {
    const r = await run(['catalog', 'update', '--offer-file', FIXTURE]);
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

  it('a broken overlay file is reported by the commands that read it', async () => {
    await run(['catalog', 'update', '--offer-file', FIXTURE]);
    writeFileSync(overlay, '{"format": "something else"}');
    const r = await run(['predict']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/catalog overlay: "format"/);
  });
});
