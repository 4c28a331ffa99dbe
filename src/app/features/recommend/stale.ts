/**
 * Whether the recommendation on screen still answers the document (issue 41 item 3): it was
 * computed for one scenario, and switching EC2 → RDS or 1M → 2M tables leaves it describing
 * another. It stays current while the document is the scenario searched from or one of its
 * results (Apply makes it one).
 */
import type { Scenario } from '../../../core/scenario/types.ts';
import type { AppState } from '../../store/index.ts';
import { scenarioKey } from '../../store/scenarioKey.ts';
import { DEPLOYMENT_SHORT } from '../../../core/deployment/index.ts';
import { formatInt } from '../../../core/format/index.ts';

export interface Staleness {
  /** What the results were computed for, in the fields that changed ("EC2, 1,000,000 tables"). */
  computedFor: string;
  /** The same fields now ("RDS, 2,000,000 tables"); empty when only other settings changed. */
  now: string;
}

/** The facts a recommendation depends on that a person names a scenario by. */
const FACTS: ReadonlyArray<(s: Scenario) => string> = [
  (s) => s.cloud.toUpperCase(),
  (s) => (s.cloud === 'aws' ? DEPLOYMENT_SHORT[s.deployment] : 'self-managed VM'),
  (s) => s.region,
  (s) => `${formatInt(s.mysql.tables)} tables`,
  (s) => `${formatInt(s.mysql.dataGiB)} GiB of data`,
];

/** Null while `rec` answers `scenario`; else what it was computed for, and what changed. */
export function staleness(rec: AppState['recommendation'], scenario: Scenario): Staleness | null {
  if (!rec?.scenario) return null;
  const key = scenarioKey(scenario);
  if (key === scenarioKey(rec.scenario)) return null;
  if (rec.response.results.some((r) => scenarioKey(r.scenario) === key)) return null;
  const then = FACTS.map((f) => f(rec.scenario as Scenario));
  const now = FACTS.map((f) => f(scenario));
  const changed = then.map((t, k) => t !== now[k]);
  if (!changed.includes(true)) return { computedFor: 'earlier settings', now: '' };
  return {
    computedFor: then.filter((_, k) => changed[k]).join(', '),
    now: now.filter((_, k) => changed[k]).join(', '),
  };
}
