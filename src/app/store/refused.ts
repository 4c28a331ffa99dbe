/**
 * Values typed into a field that the model refused. The field keeps showing what was typed (with
 * the reason and the nearest valid value under it) while the scenario, and so every result, keeps
 * the value in effect; the results say so (src/app/features/results/ResultsPanel.tsx), so they
 * never silently disagree with a field. Not part of the scenario or its undo history.
 */
import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface RefusedValue {
  /** The field's label ("Provisioned IOPS"). */
  label: string;
  /** What was typed, as the field shows it. */
  typed: string;
  /** The value in effect, with its unit ("12,000 IOPS"). */
  inEffect: string;
}

const refusedStore = createStore<{ byField: ReadonlyMap<string, RefusedValue> }>()(() => ({
  byField: new Map(),
}));

/** Records (or, with null, clears) the refused value of one field, keyed by its id. */
export function setRefused(field: string, value: RefusedValue | null): void {
  const current = refusedStore.getState().byField;
  const old = current.get(field);
  if (value === null ? old === undefined : old !== undefined && sameValue(old, value)) return;
  const next = new Map(current);
  if (value === null) next.delete(field);
  else next.set(field, value);
  refusedStore.setState({ byField: next });
}

function sameValue(a: RefusedValue, b: RefusedValue): boolean {
  return a.label === b.label && a.typed === b.typed && a.inEffect === b.inEffect;
}

/** The fields showing a refused value, in the order they were refused. */
export function useRefused(): ReadonlyMap<string, RefusedValue> {
  return useStore(refusedStore, (s) => s.byField);
}

/**
 * For a field's component: records its refused value while it shows one (`typed` not null), and
 * clears it when the field shows the value in effect again or goes away.
 */
export function useRefusedValue(label: string, typed: string | null, inEffect: string): void {
  const field = useId();
  useEffect(() => {
    setRefused(field, typed === null ? null : { label, typed, inEffect });
  }, [field, label, typed, inEffect]);
  useEffect(() => () => setRefused(field, null), [field]);
}
