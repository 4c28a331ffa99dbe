/**
 * A cost item of a managed deployment with its label still to write (the shape cost/index.ts
 * drafts EC2 items in): the figures never read the label, and writing it is most of an item's cost.
 */
import type { CostItem } from '../types.ts';
import type { Sourced } from '../catalog/types.ts';

export type LazyItem = Omit<CostItem, 'label' | 'part'> & { label: () => string };

/** Where a price came from, with its caveat when it has one. */
export function sourced(p: Sourced): { source: string; asOf: string; note?: string } {
  return p.note
    ? { source: p.source, asOf: p.asOf, note: p.note }
    : { source: p.source, asOf: p.asOf };
}
