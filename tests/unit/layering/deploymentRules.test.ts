/**
 * Issue 39 item 5: scenario validation reads each deployment's rules from a registry
 * (src/core/scenario/deployments.ts) that the deployment layer fills, as storage kinds register;
 * no file below the deployment layer imports it, and no two files import each other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { deploymentRulesOf } from '../../../src/core/scenario/deployments.ts';

const CORE = join(import.meta.dirname, '../../../src/core');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The files of src/core each file imports (relative imports only), as paths under src/core. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files(CORE)) {
    const text = readFileSync(f, 'utf8');
    const targets = [...text.matchAll(/^\s*(?:import|export)[^'"]*from\s+'(\.[^']+)'/gm)]
      .concat([...text.matchAll(/^\s*import\s+'(\.[^']+)'/gm)])
      .map((m) => relative(CORE, join(f, '..', m[1] ?? '')));
    graph.set(relative(CORE, f), targets);
  }
  return graph;
}

describe('deployment rules are registered, not imported (issue 39 item 5)', () => {
  it('nothing in scenario/, storage/ or catalog/ imports the deployment layer', () => {
    const bad = [...importGraph()]
      .filter(([f]) => /^(scenario|storage|catalog)\//.test(f))
      .flatMap(([f, to]) =>
        to.filter((t) => t.startsWith('deployment/')).map((t) => `${f} → ${t}`),
      );
    expect(bad).toEqual([]);
  });

  it('no two files of the core import each other', () => {
    const g = importGraph();
    const pairs = [...g].flatMap(([f, to]) =>
      to.filter((t) => t > f && (g.get(t) ?? []).includes(f)).map((t) => `${f} ⇄ ${t}`),
    );
    expect(pairs).toEqual([]);
  });

  it('every deployment has its rules registered once the core is loaded, and validation applies them', () => {
    for (const d of ['ec2', 'rds', 'aurora'] as const)
      expect(deploymentRulesOf(d).deployment).toBe(d);
    const s = { ...defaultScenario(), deployment: 'rds' as const };
    const issue = validateScenario(s).find((i) => i.path === 'instance.type');
    expect(issue?.message).toContain('for RDS use db.m6i.large');
    expect(issue?.nearestValid).toBe('db.m6i.large');
  });
});
