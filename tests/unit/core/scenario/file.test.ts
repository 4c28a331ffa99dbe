import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseScenarioFile, serializeScenario } from '../../../../src/core/scenario/file.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS } from '../../../../src/core/scenario/migrations.ts';

describe('serializeScenario / parseScenarioFile', () => {
  it('round-trips the default scenario', () => {
    const s = defaultScenario();
    const text = serializeScenario(s);
    expect(text).toContain('"schemaVersion": 4');
    expect(text.endsWith('\n')).toBe(true);
    const back = parseScenarioFile(text);
    expect(back).toEqual({ ok: true, scenario: s, migratedFrom: null, warnings: [] });
  });

  // Issue 31: any JSON object loaded as the default scenario, and misspelt keys were dropped.
  it.each([
    ['{}', /^Not a scenario file: the JSON object is empty$/],
    ['{"foo": 1}', /^Not a scenario file: none of its keys \(foo\) is a section of a scenario/],
    [
      '{"kind": "innosizer-calibration-profile", "schemaVersion": 1, "profile": {}}',
      /^Not a scenario file: this is a calibration profile/,
    ],
    ['{"schemaVersion": 2, "name": "x"}', /^Not a scenario file: none of its keys/],
  ])('refuses %s as a scenario', (text, message) => {
    const r = parseScenarioFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.message).toMatch(message);
  });

  it('warns about each unknown key, naming the nearest known one', () => {
    const r = parseScenarioFile(
      JSON.stringify({
        schemaVersion: 2,
        stroage: { kind: 'io2' },
        mysql: { tabels: 5000, tables: 20 },
        workload: { zzzzzzzz: 1 },
      }),
    );
    expect(r.ok && r.warnings).toEqual([
      'unknown key "stroage" (did you mean "storage"?): ignored',
      'unknown key "mysql.tabels" (did you mean "mysql.tables"?): ignored',
      'unknown key "workload.zzzzzzzz": ignored',
    ]);
  });

  it('round-trips edited scenarios (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(4, 8, 16, 32, 64),
        fc.double({ min: 1, max: 60000, noNaN: true }),
        fc.boolean(),
        (tables, page, size, validate) => {
          const s = defaultScenario();
          s.mysql.tables = tables;
          s.mysql.pageSizeKiB = page as 4;
          s.storage.sizeGiB = size;
          s.mysql.validatePaths = validate;
          const r = parseScenarioFile(serializeScenario(s));
          expect(r.ok && r.scenario).toEqual(s);
        },
      ),
    );
  });

  it('names the path and the bad value', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    raw.storage.iops = 'abc';
    raw.mysql.pageSizeKiB = 12;
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContainEqual({
      path: 'storage.iops',
      message:
        'Provisioned IOPS (storage.iops in the file) must be a number, got "abc". A valid value: 3,000 IOPS.',
    });
    expect(r.errors.map((e) => e.path)).toContain('mysql.pageSizeKiB');
    expect(r.errors.find((e) => e.path === 'mysql.pageSizeKiB')?.message).toMatch(
      /^Page size \(mysql.pageSizeKiB in the file\) must be one of 4, 8, 16, 32, 64, got 12\.$/,
    );
  });

  it('every field of the file is named by its label, never by its path alone', () => {
    // Issue 13: "mysql.shutdown must be one of …" named a code path; the app calls it "Previous
    // shutdown". Each leaf of the default scenario, given an object, gets a labelled message.
    const leaves: string[] = [];
    const walk = (o: Record<string, unknown>, at: string): void => {
      for (const [k, v] of Object.entries(o)) {
        const path = at ? `${at}.${k}` : k;
        if (v !== null && typeof v === 'object' && !Array.isArray(v))
          walk(v as Record<string, unknown>, path);
        else leaves.push(path);
      }
    };
    walk(defaultScenario() as unknown as Record<string, unknown>, '');
    expect(leaves).toContain('mysql.shutdown');
    for (const path of leaves) {
      const raw = JSON.parse(JSON.stringify(defaultScenario())) as Record<string, unknown>;
      const parts = path.split('.');
      let o = raw;
      for (const k of parts.slice(0, -1)) o = o[k] as Record<string, unknown>;
      o[parts[parts.length - 1] ?? ''] = { odd: true };
      const r = parseScenarioFile(JSON.stringify(raw));
      if (r.ok) continue;
      for (const e of r.errors) expect(e.message, path).not.toMatch(/^[a-z]+\.[a-zA-Z]+ /);
    }
  });

  it('rejects invalid JSON and non-objects without throwing', () => {
    for (const text of ['', '{', 'null', '[1,2]', '42', '"x"']) {
      const r = parseScenarioFile(text);
      expect(r.ok).toBe(false);
    }
  });

  it('never throws on arbitrary JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseScenarioFile(JSON.stringify(v));
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });

  it('rejects files from a newer version', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    raw.schemaVersion = CURRENT_SCHEMA_VERSION + 1;
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.message).toMatch(/newer InnoSizer/);
  });

  it('fills fields missing from older files with the defaults', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    delete raw.workload;
    delete raw.mysql.doublewrite;
    raw.mysql.tables = 42;
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.workload).toEqual(defaultScenario().workload);
    expect(r.scenario.mysql.doublewrite).toBe('data');
    expect(r.scenario.mysql.tables).toBe(42);
  });

  it('restores per month: a file written before it restores once a month (the old assumption); a set value round-trips', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    delete raw.storage.restoresPerMonth;
    raw.storage.volumeState = 'restored';
    raw.storage.restoreRemedy = 'fsr';
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok && r.scenario.storage.restoresPerMonth).toBe(1);
    const s = defaultScenario();
    s.storage.restoresPerMonth = 4.5;
    const back = parseScenarioFile(serializeScenario(s));
    expect(back.ok && back.scenario.storage.restoresPerMonth).toBe(4.5);
    raw.storage.restoresPerMonth = 'weekly';
    const bad = parseScenarioFile(JSON.stringify(raw));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.path).toBe('storage.restoresPerMonth');
  });

  it('migrates a version-0 file (no schemaVersion, storage.type)', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    delete raw.schemaVersion;
    raw.storage.type = 'io2';
    delete raw.storage.kind;
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(0);
    expect(r.scenario.storage.kind).toBe('io2');
    expect(r.scenario.schemaVersion).toBe(4);
  });

  it('migrates a version-1 file: logPlacement separate becomes the gp3 100 GiB log volume it stood for', () => {
    const v1 = (placement: string): string => {
      const raw = JSON.parse(serializeScenario(defaultScenario()));
      raw.schemaVersion = 1;
      delete raw.logVolume;
      raw.mysql.logPlacement = placement;
      return JSON.stringify(raw);
    };
    const sep = parseScenarioFile(v1('separate'));
    expect(sep.ok).toBe(true);
    if (!sep.ok) return;
    expect(sep.migratedFrom).toBe(1);
    expect(sep.scenario.logVolume).toEqual({
      kind: 'gp3',
      sizeGiB: 100,
      iops: 3000,
      throughputMiBps: 125,
    });
    expect('logPlacement' in sep.scenario.mysql).toBe(false);
    const same = parseScenarioFile(v1('data'));
    expect(same.ok && same.scenario.logVolume.kind).toBe('same');
    const bad = parseScenarioFile(v1('elsewhere'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.path).toBe('mysql.logPlacement');
  });

  it('migrates a version-2 file (before RDS and Aurora) to an EC2 server', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    raw.schemaVersion = 2;
    delete raw.deployment;
    delete raw.multiAz;
    delete raw.auroraStorage;
    raw.storage.kind = 'io2';
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(2);
    expect(r.scenario.schemaVersion).toBe(4);
    expect(r.scenario.deployment).toBe('ec2');
    expect(r.scenario.multiAz).toBe(false);
    expect(r.scenario.auroraStorage).toBe('standard');
    expect(r.scenario.storage.kind).toBe('io2');
    // The step itself writes the deployment a version-2 file meant, and keeps one it has.
    const step = MIGRATIONS.find((m) => m.from === 2);
    expect(step?.migrate({ schemaVersion: 2, name: 'x' })).toEqual({
      ok: true,
      value: { schemaVersion: 3, name: 'x', deployment: 'ec2' },
    });
  });

  it('reads the deployment fields of a version-3 file and refuses an unknown deployment', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    raw.deployment = 'aurora';
    raw.auroraStorage = 'io-optimized';
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok && r.scenario.deployment).toBe('aurora');
    expect(r.ok && r.scenario.auroraStorage).toBe('io-optimized');
    raw.deployment = 'lambda';
    const bad = parseScenarioFile(JSON.stringify(raw));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors[0]?.path).toBe('deployment');
      expect(bad.errors[0]?.message).toMatch(/"ec2", "rds", "aurora", got "lambda"/);
    }
  });

  it('has one numbered migration per version step', () => {
    MIGRATIONS.forEach((m, i) => {
      expect(m.from).toBe(i);
      expect(m.to).toBe(i + 1);
    });
    expect(MIGRATIONS.at(-1)?.to).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('checks a calibration profile', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    raw.calibration = {
      name: 'x',
      createdAt: '2026-01-01',
      sources: ['a'],
      device: { readIopsCap: 'no' },
      startup: { duplicate_check: 1.1 },
    };
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(['calibration.device.readIopsCap']);
  });
});
