/**
 * Calibration: fit the model's device parameters and startup factors to imported measurements,
 * and keep the result as a named profile (CalibrationProfile in scenario/types.ts).
 */
export { calibrate } from './calibrate.ts';
export type {
  CalibrateOptions,
  CalibrationPoint,
  CalibrationResult,
  CalibrationSummary,
  DeviceFit,
} from './types.ts';
export { fitDevice, predictReads } from './device.ts';
export type { DevicePoint, DeviceParamsFit } from './device.ts';
export { fitStartup } from './startup.ts';
export {
  applyProfile,
  parseProfileFile,
  serializeProfile,
  validateProfile,
  PROFILE_FILE_KIND,
  PROFILE_SCHEMA_VERSION,
} from './profile.ts';
export type { ParsedProfile, ProfileError } from './profile.ts';
export type { MeasurementMachine } from './types.ts';
export { checkStartup, statedMachine, vcpuFromScanThreads } from './machine.ts';
export type { MachineCheck, MeasuredOn, StatedMachine } from './machine.ts';
export { proposeMachine, contradictions } from './proposeMachine.ts';
export type { MachineProposal } from './proposeMachine.ts';
export { fileEvidence, deviceContradictions } from './evidence.ts';
export type { FileEvidence, DeviceEvidence } from './evidence.ts';
