/**
 * Issue 41.12 in the fleet: a `max-monthly-usd` column (in the inventory or the targets file) is
 * each server's budget; its recommendation costs at most that, today's configuration is kept only
 * within it, and a server nothing fits is 'none' with the cheapest cost in its note.
 */
import { describe, expect, it } from 'vitest';
import {
  parseInventory,
  parseTargets,
  sizeServer,
  withTargets,
} from '../../../../src/core/fleet/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { INVENTORY_HEADER } from '../../../fixtures/fleet/generate.ts';

const ROW = 'db1,us-east-1,m6i.xlarge,gp3,900,12000,500,1000000,600,12,16,8.0.39,,';

function size(header: string, row: string) {
  const inv = parseInventory(`${header}\n${row}\n`, cat);
  const s = inv.servers[0];
  if (!s) throw new Error(JSON.stringify(inv.errors));
  return { server: s, sized: sizeServer(s, {}, cat) };
}

describe('fleet budget (issue 41.12)', () => {
  const free = size(INVENTORY_HEADER, ROW).sized;

  it('the column is read as the server budget and reaches the search', () => {
    const { server, sized } = size(`${INVENTORY_HEADER},max-monthly-usd`, `${ROW},5000`);
    expect(server.targets.maxMonthlyUsd).toBe(5000);
    expect(sized.targets.maxMonthlyUsd).toBe(5000);
    expect(sized.recommended?.monthlyUsd).toBe(free.recommended?.monthlyUsd);
  });

  it('a budget below every configuration: none, the note names the cheapest cost', () => {
    const { sized } = size(`${INVENTORY_HEADER},max-monthly-usd`, `${ROW},10`);
    expect(sized.action).toBe('none');
    expect(sized.recommended).toBeNull();
    expect(sized.note).toMatch(/over the budget of \$10\.00 per month/);
  });

  it('the targets file carries it too, and a bad value is one error naming the column', () => {
    const inv = parseInventory(`${INVENTORY_HEADER}\n${ROW}\n`, cat);
    const t = parseTargets('name,max-monthly-usd\ndb1,2500\n');
    expect(t.errors).toEqual([]);
    expect(withTargets(inv, t).inventory.servers[0]?.targets.maxMonthlyUsd).toBe(2500);
    const bad = parseTargets('name,max-monthly-usd\ndb1,-4\n');
    expect(bad.errors[0]?.field).toBe('max-monthly-usd');
  });
});
