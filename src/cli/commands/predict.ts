import type { CliCommand } from '../io.ts';
import { EXIT_FAILURE } from '../io.ts';

// Placeholder until the predict command lands (its issue replaces this file).
export const predictCommand: CliCommand = async (_argv, io) => {
  io.stderr('innosizer predict: not built yet\n');
  return EXIT_FAILURE;
};
