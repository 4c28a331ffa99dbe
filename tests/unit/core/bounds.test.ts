import { describe, expect, it } from 'vitest';
import { boundWords } from '../../../src/core/bounds.ts';
import { describeBottleneck } from '../../../src/core/fleet/describe.ts';
import type { FleetFigures } from '../../../src/core/fleet/size.ts';
import type { Bound } from '../../../src/core/types.ts';

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

describe('boundWords', () => {
  it('puts every bound in words, none its code name', () => {
    const words = BOUNDS.map(boundWords);
    expect(new Set(words).size).toBe(BOUNDS.length);
    // "fixed" is a word already; every other bound's name is the model's, not the user's.
    for (const [i, w] of words.entries()) if (BOUNDS[i] !== 'fixed') expect(w).not.toBe(BOUNDS[i]);
    expect(boundWords('iops')).toBe('IOPS-bound');
    expect(boundWords('instance-ebs')).toBe("bound by the instance's EBS ceiling");
  });

  it('the fleet table says what bounds a server in the same words', () => {
    const f = {
      bottleneck: {
        phase: 'Tablespace duplicate check',
        startupBound: 'iops',
        qpsBound: 'instance-ebs',
      },
    } as FleetFigures;
    expect(describeBottleneck(f)).toBe(
      "startup: Tablespace duplicate check, IOPS-bound; QPS: bound by the instance's EBS ceiling",
    );
  });
});
