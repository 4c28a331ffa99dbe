import type { CliCommand } from '../io.ts';
import { EXIT_FAILURE } from '../io.ts';

// Placeholder until the import command lands (its issue replaces this file).
export const importCommand: CliCommand = async (_argv, io) => {
  io.stderr('innosizer import: not built yet\n');
  return EXIT_FAILURE;
};
