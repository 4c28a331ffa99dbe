/**
 * What a calibration returns: the fitted profile and, for every measured point, the model's
 * prediction before and after, with the error. Plain data (the CLI prints it as JSON, the app
 * charts it, the report tabulates it).
 */
import type { CalibrationProfile, Scenario } from '../scenario/types.ts';
import type { RunContext, SourceRef } from '../imports/types.ts';
import type { MeasuredOn } from './machine.ts';

export interface CalibrationPoint {
  /** e.g. "m6i.2xlarge gp3 3,000 IOPS / 125 MiB/s: 16 KiB × 16 threads" or "db1.err: duplicate check". */
  point: string;
  kind: 'device' | 'startup';
  source: SourceRef;
  /** reads/s (device) or seconds (startup). */
  unit: 'reads/s' | 's';
  measured: number;
  predicted: number;
  /** (predicted − measured) / measured × 100. */
  errorPct: number;
}

/** The device parameters fitted to the runs of one device. */
export interface DeviceFit {
  /** "m6i.2xlarge gp3 3,000 IOPS / 125 MiB/s", or "scenario device" for runs without context. */
  device: string;
  context: RunContext;
  params: NonNullable<CalibrationProfile['device']>;
  points: number;
  meanAbsErrorPctBefore: number;
  meanAbsErrorPctAfter: number;
}

export interface CalibrationSummary {
  points: number;
  meanAbsErrorPctBefore: number;
  meanAbsErrorPctAfter: number;
  maxAbsErrorPctAfter: number;
}

export interface CalibrationResult {
  profile: CalibrationProfile;
  before: CalibrationPoint[];
  after: CalibrationPoint[];
  summary: CalibrationSummary;
  /** One fit per device the records describe; the profile carries the one of the scenario's device. */
  devices: DeviceFit[];
  /** Each file's machine: where its points are evaluated (issue 26). */
  machines: MeasurementMachine[];
  /**
   * Records not used, and why (writes, prepare runs, scenarios the model refuses...), and what a
   * file states against its machine ("a.err line 3: the log says 9.0.1; the scenario is 8.0.39").
   */
  warnings: string[];
}

/** The machine one file is evaluated at. */
export interface MeasurementMachine {
  file: string;
  /** "m6id.xlarge, instance-store, MySQL 9.0.1, 1,000,000 tables, light, warm cache". */
  machine: string;
  /** Where it comes from: "the scenario", or the name given (a scenario file, a catalog pick). */
  from: string;
  /** True when none was given for the file: the scenario's machine is assumed. */
  assumed: boolean;
  /** The machine proposed from the file's evidence, when it is the one used (`--measured-on auto`). */
  proposed?: { scenario: Scenario; reasons: string[] };
}

export interface CalibrateOptions {
  /** Profile name (default "Calibration <date>"). */
  name?: string;
  /** ISO time stamp of the fit (default now; tests pass a fixed one). */
  createdAt?: string;
  /** The machine each file was measured on, by its name (`source.file`); others: the scenario. */
  measuredOn?: Readonly<Record<string, MeasuredOn>>;
}
