import { useId } from 'react';
import { actions, useApp } from '../../store/index.ts';
import type { DeploymentSearch } from '../../store/index.ts';
import { DEPLOYMENT_SEARCHES } from './searchWhere.ts';

/**
 * The deployments and clouds the search covers (the CLI's `--deployment` and `--cloud any`): a
 * move to another deployment or cloud is a migration, searched only when chosen here.
 */
export function WhereChoice() {
  const o = useApp((s) => s.recommendOptions);
  const cloud = useApp((s) => s.scenario.cloud);
  const id = useId();
  return (
    <>
      <span className="field-pair">
        <label htmlFor={`${id}-d`}>Deployments</label>
        <select
          id={`${id}-d`}
          value={cloud === 'aws' ? (o.deployments ?? 'current') : 'current'}
          disabled={cloud !== 'aws'}
          title={
            cloud === 'aws'
              ? 'Search EC2, RDS for MySQL or Aurora MySQL, or all of them ranked together; a move to another deployment is a migration'
              : 'RDS and Aurora are AWS services: on this cloud the server is a self-managed VM'
          }
          onChange={(e) =>
            actions.setRecommendOptions({ ...o, deployments: e.target.value as DeploymentSearch })
          }
        >
          {DEPLOYMENT_SEARCHES.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </span>
      <span className="field-pair">
        <label htmlFor={`${id}-c`}>Clouds</label>
        <select
          id={`${id}-c`}
          value={o.clouds ?? 'current'}
          title="All clouds: AWS, Azure and Google Cloud ranked together in USD; a move to another cloud is a migration"
          onChange={(e) =>
            actions.setRecommendOptions({
              ...o,
              clouds: e.target.value === 'any' ? 'any' : 'current',
            })
          }
        >
          <option value="current">The current one</option>
          <option value="any">All: AWS, Azure and Google Cloud</option>
        </select>
      </span>
    </>
  );
}
