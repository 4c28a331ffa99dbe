/** A refused region says how to add it (issue 29): the CLI command, the offer file, the app menu. */
import { describe, expect, it } from 'vitest';
import { addRegionHint } from '../../../../src/core/catalog/regionHelp.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { run } from '../../cli/runCli.ts';

describe('a region the catalog does not price', () => {
  it('names the command, the region’s offer file and the app menu', () => {
    expect(addRegionHint('eu-west-3')).toBe(
      "to add it, read AWS's AmazonEC2 offer file of that region (https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/current/eu-west-3/index.json) with File → Import Price List… in the app or innosizer catalog update --offer-file <file>",
    );
    expect(addRegionHint('eu-west-3', 'AmazonRDS')).toContain('/AmazonRDS/current/eu-west-3/');
    // A name that is not a region id is not put into a URL.
    expect(addRegionHint('../x')).not.toContain('https://');
  });

  it('is refused by validation with that hint (the message the CLI and the app show)', () => {
    const issues = validateScenarioLimits(
      { ...defaultScenario(), region: 'eu-west-3' },
      DEFAULT_CATALOG,
    );
    const region = issues.find((i) => i.path === 'region');
    expect(region?.message).toMatch(
      /"eu-west-3" is not in the catalog; to add it, .*innosizer catalog update --offer-file <file>/,
    );
  });

  it('predict and catalog list refuse it with the hint on stderr, exit 2', async () => {
    const p = await run(['predict', '--region', 'eu-west-3']);
    expect(p.code).toBe(2);
    expect(p.err).toMatch(/innosizer catalog update --offer-file <file>/);
    const l = await run(['catalog', 'list', '--region', 'eu-west-3']);
    expect(l.code).toBe(2);
    expect(l.err).toMatch(/AmazonEC2\/current\/eu-west-3\/index\.json/);
  });
});
