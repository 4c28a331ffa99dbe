/**
 * The Recommend tab searches where the CLI's `--deployment` and `--cloud any` search (issue 39
 * item 3, issue 38 item 5): the choices become the targets' `deployments` and `clouds`, and each
 * result row says where it runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { WhereChoice } from '../../../src/app/features/recommend/WhereChoice.tsx';
import { RecommendPanel } from '../../../src/app/features/recommend/RecommendPanel.tsx';
import { targetsFor } from '../../../src/app/features/recommend/runRecommend.ts';
import { actions, appStore, DEFAULT_RECOMMEND_OPTIONS } from '../../../src/app/store/index.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

afterEach(() => {
  actions.newScenario();
  actions.setRecommendOptions(DEFAULT_RECOMMEND_OPTIONS);
  actions.setRecommendation(null);
});

const goal = { maxStartupSeconds: 900, minQps: 2000 };
const options = () => appStore.getState().recommendOptions;

describe('Recommend: deployments and clouds', () => {
  it('offers the current deployment, EC2, RDS, Aurora and all, and clouds current or all', () => {
    render(<WhereChoice />);
    const d = screen.getByLabelText('Deployments') as HTMLSelectElement;
    expect([...d.options].map((o) => o.value)).toEqual(['current', 'ec2', 'rds', 'aurora', 'any']);
    fireEvent.change(d, { target: { value: 'any' } });
    expect(options().deployments).toBe('any');
    const c = screen.getByLabelText('Clouds') as HTMLSelectElement;
    fireEvent.change(c, { target: { value: 'any' } });
    expect(options().clouds).toBe('any');
  });

  it('the choices are the search’s deployments and clouds; none unless asked', () => {
    const s = defaultScenario();
    const t0 = targetsFor(s, goal, DEFAULT_RECOMMEND_OPTIONS);
    expect(t0.deployments).toBeUndefined();
    expect(t0.clouds).toBeUndefined();
    const all = {
      ...DEFAULT_RECOMMEND_OPTIONS,
      deployments: 'any' as const,
      clouds: 'any' as const,
    };
    const t = targetsFor(s, goal, all);
    expect(t.deployments).toEqual(['ec2', 'rds', 'aurora']);
    expect(t.clouds).toEqual(['aws', 'azure', 'gcp']);
    const rds = targetsFor(s, goal, { ...DEFAULT_RECOMMEND_OPTIONS, deployments: 'rds' });
    expect(rds.deployments).toEqual(['rds']);
  });

  it('on Azure the deployment choice is a self-managed VM: disabled, not searched', () => {
    act(() => actions.setCloud('azure'));
    render(<WhereChoice />);
    expect((screen.getByLabelText('Deployments') as HTMLSelectElement).disabled).toBe(true);
    const s = appStore.getState().scenario;
    expect(s.cloud).toBe('azure');
    const t = targetsFor(s, goal, { ...DEFAULT_RECOMMEND_OPTIONS, deployments: 'any' });
    expect(t.deployments).toBeUndefined();
  });

  it('each result row says its cloud and deployment, and what a managed one includes', () => {
    const s = appStore.getState().scenario;
    // RDS asked for from an EC2 scenario: each result a migration to RDS, saying what it includes.
    const o = { ...DEFAULT_RECOMMEND_OPTIONS, deployments: 'rds' as const };
    const targets = targetsFor(s, goal, o);
    const response = recommend(targets, DEFAULT_CATALOG);
    expect(response.results.length).toBeGreaterThan(0);
    act(() => actions.setRecommendation({ targets, response, targetsRule: 'given' }));
    render(<RecommendPanel />);
    const table = screen.getByRole('table', { name: 'Recommended configurations' });
    const where = within(table)
      .getAllByRole('row')
      .flatMap((r) => [...r.querySelectorAll('td.where-cell .where')].map((c) => c.textContent));
    expect(where).toHaveLength(response.results.length);
    expect(where.every((w) => w === 'AWS · RDS')).toBe(true);
    expect(table.textContent).toContain('Changes (migrate)');
    const managed = response.results.find((r) => r.scenario.deployment !== 'ec2');
    expect(managed).toBeDefined();
    expect(table.textContent).toContain(`Includes: ${managed?.includes ?? ''}.`);
  });
});
