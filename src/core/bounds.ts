import type { Bound } from './types.ts';

const WORDS: Record<Bound, string> = {
  iops: 'IOPS-bound',
  bandwidth: 'bandwidth-bound',
  'instance-ebs': "bound by the instance's EBS ceiling",
  latency: 'latency-bound',
  threads: 'thread-bound',
  cpu: 'CPU-bound',
  mutex: 'mutex-bound',
  memory: 'in memory',
  fixed: 'fixed',
};

/**
 * What limited a figure, in words to go mid-sentence ("duplicate check is IOPS-bound"); the
 * display capitalises where it starts one (`asSentence`). The one place bounds are put in words:
 * explanations, advice and the fleet table all use it.
 */
export function boundWords(b: Bound): string {
  return WORDS[b];
}
