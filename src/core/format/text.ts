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
