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
