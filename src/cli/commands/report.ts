import type { CliCommand } from '../io.ts';
import { EXIT_FAILURE } from '../io.ts';

// Placeholder until the report command lands (its issue replaces this file).
export const reportCommand: CliCommand = async (_argv, io) => {
  io.stderr('innosizer report: not built yet\n');
  return EXIT_FAILURE;
};
