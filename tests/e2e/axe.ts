import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's violations on the page as one line each (open the app with bypassCSP). */
export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } };
    return (await w.axe.run()).violations;
  });
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
