import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const FIXTURES = resolve(import.meta.dirname, '../../../fixtures/imports');

export function fixture(name: string): string {
  return readFileSync(resolve(FIXTURES, name), 'utf8');
}
