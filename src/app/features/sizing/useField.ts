import { actions, catalog, getField } from '../../store/index.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import { fieldRange } from '../../../core/scenario/limits.ts';
import type { FieldPath } from '../../store/index.ts';
import type { ScenarioIssue } from '../../../core/types.ts';
import { markInput } from '../../perf.ts';

/** Fix an issue by setting its path to the nearest valid value. */
export function fixIssue(issue: ScenarioIssue): void {
  if (issue.nearestValid === undefined) return;
  if (issue.path === 'storage.kind' && typeof issue.nearestValid === 'string') {
    actions.setStorageKind(issue.nearestValid as never);
    return;
  }
  actions.setField(issue.path as FieldPath, issue.nearestValid);
}

type Handlers = ReturnType<typeof makeHandlers>;
const cache = new Map<FieldPath, Handlers>();

/** Wiring of a control to one scenario path (stable per path, so memoised controls skip renders). */
export function fieldHandlers(path: FieldPath): Handlers {
  let h = cache.get(path);
  if (!h) {
    h = makeHandlers(path);
    cache.set(path, h);
  }
  return h;
}

function makeHandlers(path: FieldPath) {
  return {
    onCommit: (value: string | number | boolean): ScenarioIssue[] => {
      const r = actions.setField(path, value);
      return r.ok ? [] : r.issues;
    },
    onFix: fixIssue,
    onGestureStart: actions.beginGesture,
    onGestureEnd: actions.endGesture,
    onSliderInput: markInput,
  };
}

/**
 * A slider's value, range and rule from the one table of field limits (core/scenario/limits.ts),
 * given the other fields, so dragging never reaches a value validation would refuse.
 */
export function limitsOf(s: Scenario, path: FieldPath) {
  const r = fieldRange(s, catalog, path);
  const value = Number(getField(s, path));
  const min = r ? r.min.value : value;
  return {
    value,
    min,
    max: r ? Math.max(min, r.max.value) : value,
    rule: r?.rule,
    ...fieldHandlers(path),
  };
}
