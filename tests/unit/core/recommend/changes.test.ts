import { describe, expect, it } from 'vitest';
import {
  describeChange,
  overallOperation,
  settingChanges,
} from '../../../../src/core/recommend/changes.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { fieldLabel } from '../../../../src/core/scenario/limits.ts';
import { scenarioSettings } from '../../../../src/core/report/settings.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

describe('settingChanges: the operation each change needs', () => {
  it('Elastic Volumes changes are online: type, size increase, IOPS, throughput', () => {
    const a = defaultScenario();
    a.storage.kind = 'gp2';
    const b = defaultScenario();
    b.storage.sizeGiB = 800;
    b.storage.iops = 6000;
    b.storage.throughputMiBps = 250;
    const ch = settingChanges(a, b, cat);
    expect(ch.map((c) => [c.setting, c.operation])).toEqual([
      ['storage.kind', 'online'],
      ['storage.sizeGiB', 'online'],
      ['storage.iops', 'online'],
      ['storage.throughputMiBps', 'online'],
    ]);
    expect(overallOperation(ch)).toBe('online');
  });

  it('a smaller volume is a rebuild (EBS volumes cannot shrink)', () => {
    const b = defaultScenario();
    b.storage.sizeGiB = 240;
    const [c] = settingChanges(defaultScenario(), b, cat);
    expect(c).toMatchObject({
      setting: 'storage.sizeGiB',
      from: 500,
      to: 240,
      operation: 'rebuild',
    });
    expect(describeChange(c!)).toMatch(
      /^rebuild: Volume size \(GiB\) 500 → 240 \(EBS volumes cannot shrink/,
    );
  });

  it('instance type and buffer pool need a restart; page size a rebuild with its key limit', () => {
    const b = defaultScenario();
    b.instance.type = 'm6i.xlarge';
    b.mysql.bufferPoolGiB = 12;
    b.mysql.pageSizeKiB = 4;
    const ch = settingChanges(defaultScenario(), b, cat);
    expect(ch.map((c) => c.operation)).toEqual(['restart', 'restart', 'rebuild']);
    expect(ch[2]?.note).toMatch(/768 bytes/);
    expect(overallOperation(ch)).toBe('rebuild');
  });

  it('moving to the instance store, or resizing an instance whose data is on it, is a rebuild', () => {
    const store = defaultScenario();
    store.instance.type = 'm6id.xlarge';
    store.storage.kind = 'instance-store';
    const to = settingChanges(defaultScenario(), store, cat);
    expect(to.find((c) => c.setting === 'storage.kind')?.operation).toBe('rebuild');
    const bigger = { ...store, instance: { ...store.instance, type: 'm6id.2xlarge' } };
    const [c] = settingChanges(store, bigger, cat);
    expect(c).toMatchObject({ setting: 'instance.type', operation: 'rebuild' });
    expect(c?.note).toMatch(/erases its instance store/);
  });

  it('nothing changed: no changes, no operation', () => {
    expect(settingChanges(defaultScenario(), defaultScenario(), cat)).toEqual([]);
    expect(overallOperation([])).toBeNull();
  });
});

describe('change labels: the field labels the app shows, MySQL variables as a hint', () => {
  it('names every changed setting by its field label (fieldLabel), the same in the PDF settings', () => {
    const a = defaultScenario();
    const b = defaultScenario();
    b.instance.type = 'm6i.xlarge';
    b.storage.kind = 'io2';
    b.storage.sizeGiB = 800;
    b.mysql.bufferPoolGiB = 12;
    b.mysql.pageSizeKiB = 8;
    b.mysql.startupOpt = 'light';
    b.mysql.validatePaths = !a.mysql.validatePaths;
    const ch = settingChanges(a, b, cat);
    for (const c of ch) expect(c.label.startsWith(fieldLabel(c.setting))).toBe(true);
    const label = (setting: string) => ch.find((c) => c.setting === setting)?.label;
    expect(label('mysql.bufferPoolGiB')).toBe('Buffer pool (innodb_buffer_pool_size, GiB)');
    expect(label('mysql.pageSizeKiB')).toBe('Page size (innodb_page_size, KiB)');
    expect(label('storage.kind')).toBe('Storage kind');
    expect(label('mysql.startupOpt')).toBe('Startup optimization');
    expect(describeChange(ch.find((c) => c.setting === 'mysql.bufferPoolGiB')!)).toBe(
      'restart: Buffer pool (innodb_buffer_pool_size, GiB) 4 → 12',
    );
    // The PDF's settings table names the same fields the same way.
    const settings = scenarioSettings(b, cat).map((s) => s.label);
    expect(settings).toEqual(
      expect.arrayContaining(['Buffer pool', 'Page size', 'Startup optimization', 'Data size']),
    );
  });
});
