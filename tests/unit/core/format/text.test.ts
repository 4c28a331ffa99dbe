import { describe, expect, it } from 'vitest';
import { asSentence } from '../../../../src/core/format/index.ts';

describe('asSentence', () => {
  it('capitalises the first letter and leaves the rest as the model wrote it', () => {
    expect(asSentence('validation is CPU-bound: set x=OFF')).toBe(
      'Validation is CPU-bound: set x=OFF',
    );
    expect(asSentence('IOPS-bound: 3,000 IOPS')).toBe('IOPS-bound: 3,000 IOPS');
    expect(asSentence('  cost: both')).toBe('  Cost: both');
    expect(asSentence('')).toBe('');
  });
});
