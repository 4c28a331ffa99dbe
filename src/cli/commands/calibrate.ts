import type { CliCommand } from '../io.ts';
import { EXIT_FAILURE } from '../io.ts';

// Placeholder until the calibrate command lands (its issue replaces this file).
export const calibrateCommand: CliCommand = async (_argv, io) => {
  io.stderr('innosizer calibrate: not built yet\n');
  return EXIT_FAILURE;
};
