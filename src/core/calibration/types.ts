/**
 * What a calibration returns: the fitted profile and, for every measured point, the model's
 * prediction before and after, with the error. Plain data (the CLI prints it as JSON, the app
 * charts it, the report tabulates it).
 */
import type { CalibrationProfile } from '../scenario/types.ts';
import type { RunContext, SourceRef } from '../imports/types.ts';

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
  /** Records not used, and why (writes, prepare runs, scenarios the model refuses...). */
  warnings: string[];
}

export interface CalibrateOptions {
  /** Profile name (default "Calibration <date>"). */
  name?: string;
  /** ISO time stamp of the fit (default now; tests pass a fixed one). */
  createdAt?: string;
}
