/**
 * "No startup target" (Number.MAX_VALUE as `maxStartupSeconds`): a search sized from telemetry
 * without one, or targets derived from a configuration whose startup is not modelled (issue 40:
 * Aurora's startup is never a number, so "at least as good as today" gives no startup target).
 */
import { formatDuration } from '../format/index.ts';

/** The value of `maxStartupSeconds` that stands for no startup target. */
export const NO_STARTUP_TARGET = Number.MAX_VALUE;

export function hasStartupTarget(maxStartupSeconds: number): boolean {
  return Number.isFinite(maxStartupSeconds) && maxStartupSeconds < NO_STARTUP_TARGET;
}

/** "startup ≤ 2 min 00 s", or "no startup target". */
export function startupTargetPhrase(maxStartupSeconds: number): string {
  return hasStartupTarget(maxStartupSeconds)
    ? `startup ≤ ${formatDuration(maxStartupSeconds)}`
    : 'no startup target';
}

/** "2 min 00 s", or "none" when there is no startup target. */
export function startupTargetText(maxStartupSeconds: number): string {
  return hasStartupTarget(maxStartupSeconds) ? formatDuration(maxStartupSeconds) : 'none';
}
