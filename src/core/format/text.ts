import type { Bound } from '../types.ts';

/**
 * Model text shown as a sentence: the first letter in capitals ("validation is CPU-bound: …" →
 * "Validation is CPU-bound: …"). The model writes its explanations to be embedded mid-sentence
 * as well (the CLI prints "bottleneck: …"), so the display capitalises, not the model.
 */
export function asSentence(text: string): string {
  const i = text.search(/\S/);
  if (i < 0) return text;
  return text.slice(0, i) + text.charAt(i).toUpperCase() + text.slice(i + 1);
}

/**
 * What bounds a phase or the QPS, in the words a table cell or a sentence shows ("IOPS", "CPU",
 * "instance's EBS ceiling"), never the model's identifier ("iops", "cpu", "instance-ebs").
 */
const BOUND_TEXT: Record<Bound, string> = {
  iops: 'IOPS',
  bandwidth: 'bandwidth',
  'instance-ebs': 'instance’s EBS ceiling',
  latency: 'latency',
  threads: 'threads',
  cpu: 'CPU',
  mutex: 'mutex',
  memory: 'in memory',
  fixed: 'fixed',
};

export function boundText(bound: Bound): string {
  return BOUND_TEXT[bound];
}
