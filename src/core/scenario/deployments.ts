/**
 * Deployments as the scenario knows them (issue 29): their names, and the registry of the rules
 * each deployment adds to validation (issue 39 item 5). The rules themselves live with the
 * deployment model (src/core/deployment/rules.ts) and register here, as storage kinds register
 * in src/core/storage, so that scenario validation never imports the deployment layer above it.
 */
import type { Catalog } from '../catalog/types.ts';
import { dbClassOf, ec2TypeOf } from '../catalog/dbClass.ts';
import type { ScenarioIssue } from '../types.ts';
import type { Deployment, Scenario } from './types.ts';

/** How each deployment is named to a person (app, CLI, PDF). */
export const DEPLOYMENT_LABELS: Readonly<Record<Deployment, string>> = {
  ec2: 'EC2 (self-managed)',
  rds: 'RDS for MySQL',
  aurora: 'Aurora MySQL',
};

/** Short names for tables and titles ("RDS", "Aurora"). */
export const DEPLOYMENT_SHORT: Readonly<Record<Deployment, string>> = {
  ec2: 'EC2',
  rds: 'RDS',
  aurora: 'Aurora',
};

/** Whether the deployment runs on a DB instance class (RDS, Aurora) rather than an EC2 type. */
export function managed(d: Deployment): boolean {
  return d !== 'ec2';
}

/** An instance name as the deployment calls it: `db.m6i.large` on RDS and Aurora, `m6i.large` on EC2. */
export function instanceNameFor(d: Deployment, name: string): string {
  if (name === 'custom') return name;
  return managed(d) ? dbClassOf(name) : ec2TypeOf(name);
}

/** What one deployment adds to scenario validation: each issue names the field and a valid value. */
export interface DeploymentRules {
  deployment: Deployment;
  issues: (s: Scenario, catalog: Catalog) => ScenarioIssue[];
}

const RULES = new Map<Deployment, DeploymentRules>();

/** Registers a deployment's rules (src/core/deployment/rules.ts registers EC2's, RDS's and Aurora's). */
export function registerDeploymentRules(rules: DeploymentRules): void {
  if (RULES.has(rules.deployment))
    throw new Error(`rules of deployment ${rules.deployment} are already registered`);
  RULES.set(rules.deployment, rules);
}

/**
 * The rules of deployment `d`. Throws when none are registered: the core's entry
 * (src/core/model.ts) imports src/core/deployment, which registers them, so a scenario is never
 * validated without its deployment's rules.
 */
export function deploymentRulesOf(d: Deployment): DeploymentRules {
  const r = RULES.get(d);
  if (!r)
    throw new Error(
      `no validation rules registered for deployment ${d}: import src/core/deployment/index.ts`,
    );
  return r;
}

/** The scenario's Multi-AZ deployment as `--multi-az` names it: off, instance or cluster (RDS only). */
export function multiAzOf(
  s: Pick<Scenario, 'deployment' | 'multiAz' | 'multiAzKind'>,
): 'off' | 'instance' | 'cluster' {
  if (s.deployment !== 'rds' || !s.multiAz) return 'off';
  return s.multiAzKind === 'cluster' ? 'cluster' : 'instance';
}

/** "Multi-AZ DB cluster" / "Multi-AZ" / "Single-AZ", as the app, CLI and PDF name RDS's choice. */
export const MULTI_AZ_LABELS: Readonly<Record<'off' | 'instance' | 'cluster', string>> = {
  off: 'Single-AZ',
  instance: 'Multi-AZ',
  cluster: 'Multi-AZ DB cluster',
};
