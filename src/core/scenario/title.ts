/**
 * A scenario's name from its settings ("1M tables on m6i.2xlarge + gp3 500 GiB, 16,000 IOPS,
 * 125 MiB/s"), for a scenario nobody named: the CLI's `report`/`predict` with flags that changed
 * the default scenario must not print the default's name (issue 13). The data size, page size,
 * MySQL version and region follow when they are not the default's, so that two reports of
 * different settings do not carry the same title ("· 64 KiB pages").
 */
import { formatCompact, formatInt } from '../format/index.ts';
import { describeStorage } from '../storage/index.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { MULTI_AZ_LABELS, multiAzOf } from './deployments.ts';
import type { Scenario } from './types.ts';

export function scenarioTitle(s: Scenario): string {
  const storage = describeStorage(s.storage, 'short', s);
  const d = DEFAULT_SCENARIO;
  const others = [
    s.mysql.dataGiB !== d.mysql.dataGiB ? `${formatInt(s.mysql.dataGiB)} GiB of data` : null,
    s.mysql.pageSizeKiB !== d.mysql.pageSizeKiB ? `${s.mysql.pageSizeKiB} KiB pages` : null,
    s.mysql.version !== d.mysql.version ? `MySQL ${s.mysql.version}` : null,
    s.region !== d.region ? s.region : null,
  ].filter((x): x is string => x !== null);
  return [
    `${formatCompact(s.mysql.tables)} tables on ${s.instance.type}${multiAzOf(s) === 'off' ? '' : ` ${MULTI_AZ_LABELS[multiAzOf(s)]}`} + ${storage}`,
    ...others,
  ].join(' · ');
}

/** The scenario without its name, as text: two scenarios with equal settings give equal text. */
function settingsOf(s: Scenario): string {
  return JSON.stringify({ ...s, name: '' });
}

/**
 * True when nobody named the scenario: its name is the default's or the one its settings give
 * (`scenarioTitle`). Such a name follows the settings; a name the user gave stays (issue 30).
 */
export function isAutomaticName(s: Scenario): boolean {
  return s.name === DEFAULT_SCENARIO.name || s.name === scenarioTitle(s);
}

/** The name a scenario nobody named carries: the default's while it is the default, else its title. */
export function automaticName(s: Scenario): string {
  return settingsOf(s) === settingsOf(DEFAULT_SCENARIO) ? DEFAULT_SCENARIO.name : scenarioTitle(s);
}

/**
 * `next`, an edit of `prev`, with its name: a name nobody gave follows the new settings ("1M tables
 * on r6i.2xlarge + gp3 500 GiB, …"), so the title bar, the pins and the PDF never carry the
 * settings of before. A name the user gave, or one `next` brings with it (a restored pin, an
 * opened file), is kept.
 */
export function followName(prev: Scenario, next: Scenario): Scenario {
  if (next.name !== prev.name || !isAutomaticName(prev)) return next;
  const name = automaticName(next);
  return name === next.name ? next : { ...next, name };
}
