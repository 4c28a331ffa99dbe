import type { CliCommand } from '../io.ts';
import { EXIT_FAILURE } from '../io.ts';

// Placeholder until the recommend command lands (its issue replaces this file).
export const recommendCommand: CliCommand = async (_argv, io) => {
  io.stderr('innosizer recommend: not built yet\n');
  return EXIT_FAILURE;
};
