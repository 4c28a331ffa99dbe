import type { Bound } from '../types.ts';
import { formatInt } from './number.ts';

/**
 * Model text shown as a sentence: the first letter in capitals ("validation is CPU-bound: …" →
 * "Validation is CPU-bound: …"). The model writes its explanations to be embedded mid-sentence
 * as well (the CLI prints "bottleneck: …"), so the display capitalises, not the model.
 *
 * A first word that is a name written as the system spells it stays as it is: a file
 * ("diskstats-14-before.txt line 1: …"), an instance type or volume ("m6id.xlarge", "gp3",
 * "nvme1n1"), a setting ("innodb_page_size"), a path ("/proc/diskstats"). Such names carry a digit,
 * a dot, an underscore, a slash or an equals sign; capitalising one would name something else.
 */
export function asSentence(text: string): string {
  const i = text.search(/\S/);
  if (i < 0) return text;
  const word = /^[^\s:;,()]+/.exec(text.slice(i))?.[0] ?? '';
  if (/[\d._/=]/.test(word.replace(/[.]$/, ''))) return text;
  return text.slice(0, i) + text.charAt(i).toUpperCase() + text.slice(i + 1);
}

/**
 * What bounds a phase or the QPS, in the words a table cell or a sentence shows ("IOPS", "CPU",
 * "instance's EBS ceiling"), never the model's identifier ("iops", "cpu", "instance-ebs").
 */
const BOUND_TEXT: Record<Bound, string> = {
  iops: 'IOPS',
  bandwidth: 'bandwidth',
  'instance-ebs': "instance's EBS ceiling",
  latency: 'latency',
  threads: 'threads',
  cpu: 'CPU',
  mutex: 'mutex',
  memory: 'in memory',
  fixed: 'fixed',
};

/**
 * The bound in a word or two; on Azure and Google Cloud (issue 38: `cloud` other than `aws`) the
 * instance's ceiling is the VM's disk limit.
 */
export function boundText(bound: Bound, cloud: string = 'aws'): string {
  if (bound === 'instance-ebs' && cloud !== 'aws') return "VM's disk limit";
  return BOUND_TEXT[bound];
}

const BOUND_WORDS: Record<Bound, string> = {
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
 * The same as `boundText`, as words that say a figure is bound, mid-sentence ("duplicate check is
 * IOPS-bound", "QPS is bound by the instance's EBS ceiling"); `asSentence` where it starts one.
 * The explanations and the advice use it.
 */
export function boundWords(bound: Bound, cloud: string = 'aws'): string {
  if (bound === 'instance-ebs' && cloud !== 'aws') return "bound by the VM's disk limit";
  return BOUND_WORDS[bound];
}

/**
 * A phase's bound in a few words for a table cell ("IOPS-bound, 5 readers", issue 30): the
 * formula stays in the phase's explanation, shown on demand. Readers: the phase's IO threads.
 */
export function shortBound(phase: { bound: Bound; io?: { threads: number } }): string {
  const words = asSentence(boundWords(phase.bound));
  const t = phase.io?.threads;
  if (t === undefined || !(t > 0)) return words;
  const n = Math.round(t);
  return `${words}, ${formatInt(n)} ${n === 1 ? 'reader' : 'readers'}`;
}

/**
 * Units and pricing terms whose hyphen must not end a line: browsers break after any hyphen, so a
 * cost line read "× $0.005/IOPS-" with "month" on the next line. A price with its unit
 * ("$0.005/IOPS-month"), a unit alone ("MiB/s-month", "GiB-month"), "on-demand", "no-upfront",
 * "1-year"/"3-year" and AWS region codes ("us-west-2", not "us-west-" then "2") are kept whole;
 * the text itself is unchanged (no U+2011), so a search of the PDF for "IOPS-month" finds it.
 */
const WHOLE =
  /(\S*[A-Za-z/]-month\b|\bon-demand\b|\bno-upfront\b|\b\d+-year\b|\b[a-z]{2}(?:-gov)?-[a-z]+-\d\b)/;

/** `text` cut into runs, `whole` on each unit or term to keep on one line (see WHOLE). */
export function wholeUnitRuns(text: string): { text: string; whole: boolean }[] {
  return text
    .split(WHOLE)
    .map((t, i) => ({ text: t, whole: i % 2 === 1 }))
    .filter((r) => r.text !== '');
}
