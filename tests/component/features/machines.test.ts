/**
 * The import review's machines (issue 26): what each file states, and what it contradicts on
 * the machine it is said to come from.
 */
import { describe, expect, it } from 'vitest';
import {
  fileFacts,
  machineNotes,
  machineValid,
  suggestedMachine,
} from '../../../src/app/features/import/machines.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

import logB from '../../fixtures/calibration/b-m6id-xlarge-nvme.err?raw';
import runB from '../../fixtures/calibration/run-m6id-xlarge-nvme.txt?raw';

const records = [
  ...parseBenchmarkText('b-m6id-xlarge-nvme.err', logB).records,
  ...parseBenchmarkText('run-m6id-xlarge-nvme.txt', runB).records,
];

describe('import review: machines', () => {
  it('says what each file states, with its lines', () => {
    expect(fileFacts(records, 'b-m6id-xlarge-nvme.err')).toEqual([
      'MySQL 9.0.1 (line 3)',
      '1,000,000 .ibd files (line 8)',
      'duplicate check with 9 threads: 4 vCPUs (line 9)',
    ]);
    expect(fileFacts(records, 'run-m6id-xlarge-nvme.txt')).toEqual([
      '4 device runs: 4, 16, 32 KiB × 16 threads',
    ]);
  });

  it('names the contradictions on the current scenario, none on the machine that ran it', () => {
    const current = defaultScenario();
    const notes = machineNotes(records, 'b-m6id-xlarge-nvme.err', {
      scenario: current,
      name: 'the current scenario',
    });
    expect(notes[0]).toBe(
      "b-m6id-xlarge-nvme.err line 3: the log says 9.0.1; the current scenario is 8.0.39: the log's version is used",
    );
    expect(notes[1]).toMatch(/line 9: the log says 9 duplicate-check threads/);
    const own = suggestedMachine(records, 'b-m6id-xlarge-nvme.err', current);
    expect(own.mysql.version).toBe('9.0.1');
    own.instance.type = 'm6id.xlarge';
    own.storage.kind = 'instance-store';
    const set = { scenario: own, name: 'm6id.xlarge instance-store' };
    expect(machineValid(set)).toBe(true);
    expect(machineNotes(records, 'b-m6id-xlarge-nvme.err', set)).toEqual([]);
  });

  it('a machine the model cannot run is said, and not valid', () => {
    const s = defaultScenario();
    s.storage.kind = 'instance-store'; // m6i.large has no instance store
    const m = { scenario: s, name: 'x' };
    expect(machineValid(m)).toBe(false);
    expect(machineNotes(records, 'run-m6id-xlarge-nvme.txt', m).length).toBe(1);
  });
});
