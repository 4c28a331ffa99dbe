import { describe, expect, it } from 'vitest';
import { boundText, boundWords, shortBound } from '../../../../src/core/format/index.ts';
import { describeBottleneck } from '../../../../src/core/fleet/describe.ts';
import type { FleetFigures } from '../../../../src/core/fleet/size.ts';
import type { Bound } from '../../../../src/core/types.ts';

const BOUNDS: Bound[] = [
  'iops',
  'bandwidth',
  'instance-ebs',
  'latency',
  'threads',
  'cpu',
  'mutex',
  'memory',
  'fixed',
];

describe('boundText and boundWords', () => {
  it('put every bound in words, none its code name', () => {
    const texts = BOUNDS.map((b) => boundText(b));
    expect(new Set(texts).size).toBe(BOUNDS.length);
    for (const t of texts) expect(t).not.toMatch(/instance-ebs|^iops$|^cpu$/);
    const words = BOUNDS.map((b) => boundWords(b));
    expect(new Set(words).size).toBe(BOUNDS.length);
    // "fixed" is a word already; every other bound's name is the model's, not the user's.
    for (const [i, w] of words.entries()) if (BOUNDS[i] !== 'fixed') expect(w).not.toBe(BOUNDS[i]);
    expect(boundWords('iops')).toBe('IOPS-bound');
    expect(boundWords('instance-ebs')).toBe("bound by the instance's EBS ceiling");
  });

  it('the fleet table says what bounds a server in the same words', () => {
    const f = {
      scenario: { cloud: 'aws' },
      bottleneck: {
        phase: 'Tablespace duplicate check',
        startupBound: 'iops',
        qpsBound: 'instance-ebs',
      },
    } as FleetFigures;
    expect(describeBottleneck(f)).toBe(
      "startup: Tablespace duplicate check (IOPS); QPS: instance's EBS ceiling",
    );
    // Off AWS the instance's ceiling is the VM's disk limit (issue 38).
    const azure = { ...f, scenario: { cloud: 'azure' } } as FleetFigures;
    expect(describeBottleneck(azure)).toBe(
      "startup: Tablespace duplicate check (IOPS); QPS: VM's disk limit",
    );
  });
});

describe('shortBound (issue 30: a table cell, not 19 lines of formula)', () => {
  it('says the bound and the readers in a few words', () => {
    expect(shortBound({ bound: 'iops', io: { threads: 5 } })).toBe('IOPS-bound, 5 readers');
    expect(shortBound({ bound: 'latency', io: { threads: 1 } })).toBe('Latency-bound, 1 reader');
    expect(shortBound({ bound: 'cpu' })).toBe('CPU-bound');
    expect(shortBound({ bound: 'bandwidth', io: { threads: 16 } })).toBe(
      'Bandwidth-bound, 16 readers',
    );
  });
});

describe('the instance ceiling off AWS (issue 38)', () => {
  it("is the VM's disk limit on Azure and Google Cloud, EBS's on AWS", () => {
    expect(boundText('instance-ebs', 'azure')).toBe("VM's disk limit");
    expect(boundWords('instance-ebs', 'gcp')).toBe("bound by the VM's disk limit");
    expect(boundWords('instance-ebs')).toBe("bound by the instance's EBS ceiling");
    expect(boundText('iops', 'azure')).toBe(boundText('iops'));
  });
});
