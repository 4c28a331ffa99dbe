/**
 * What to do about a region the catalog does not price: read AWS's offer file of that region.
 * One sentence for the CLI, the app and the report, so every refusal of a region says how to add it.
 */

/** The command that adds a region's prices (CLI), named in every refusal. */
export const ADD_REGION_COMMAND = 'innosizer catalog update --offer-file';

/** The app's menu item that does the same. */
export const ADD_REGION_MENU = 'File → Import Price List…';

/** An AWS region id ("eu-west-3", "us-gov-west-1"): only those are put into an offer-file URL. */
const REGION_ID = /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/;

/**
 * "to add it, read AWS's AmazonEC2 offer file of that region (…/<id>/index.json) with File →
 * Import Price List… in the app or innosizer catalog update --offer-file <file>".
 */
export function addRegionHint(
  region: string,
  service: 'AmazonEC2' | 'AmazonRDS' = 'AmazonEC2',
): string {
  const url = REGION_ID.test(region)
    ? ` (https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/${service}/current/${region}/index.json)`
    : '';
  return `to add it, read AWS's ${service} offer file of that region${url} with ${ADD_REGION_MENU} in the app or ${ADD_REGION_COMMAND} <file>`;
}
