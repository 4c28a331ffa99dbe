/**
 * The import review's machines (issue 26): what each file states, and what it contradicts on
 * the machine it is said to come from.
 */
import { describe, expect, it } from 'vitest';
import {
  fileFacts,
  machineNotes,
  machineValid,
  proposeMachines,
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

  it('proposes each file’s machine from its evidence (issue 39)', () => {
    const p = proposeMachines(
      records,
      ['b-m6id-xlarge-nvme.err', 'run-m6id-xlarge-nvme.txt'],
      defaultScenario(),
    );
    expect(p['b-m6id-xlarge-nvme.err']?.scenario.instance.type).toBe('m6id.xlarge');
    expect(p['run-m6id-xlarge-nvme.txt']?.scenario.storage.kind).toBe('instance-store');
    const run = 'run-m6id-xlarge-nvme.txt';
    const proposed = p[run]!;
    expect(machineNotes(records, run, { scenario: proposed.scenario, name: 'p' })).toEqual([]);
  });

  it('runs their machine cannot give: not used for fitting when set, said on the current scenario', () => {
    const run = 'run-m6id-xlarge-nvme.txt';
    const gp3 = defaultScenario();
    const set = machineNotes(records, run, { scenario: gp3, name: 'm6i.large gp3' });
    expect(set.join()).toMatch(
      /^not used for fitting until its machine is set right: .*68,236 reads\/s measured; gp3 provisioned at 3,000 IOPS cannot give them/,
    );
    const current = machineNotes(records, run, { scenario: gp3, name: 'the current scenario' });
    expect(current.join()).toMatch(
      /the calibration will stretch the current scenario's device to them/,
    );
  });
});
