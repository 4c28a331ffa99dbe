// @ts-check
/**
 * Reads Compute Engine on-demand prices from the `pricing.yml` of
 * github.com/Cyclenerd/google-cloud-pricing-cost-calculator (generated weekly from Google's Cloud
 * Billing Catalog API; its `about.generated` line dates it). Only the parts the cloud catalog
 * uses: `compute.instance.<type>.{cpu, ram, cost.<region>.hour}` and
 * `compute.storage.<key>.{type, cost.<region>.month}`. The file is YAML written by one program
 * with two-space indents, read here line by line (no YAML library in the project's dependencies).
 */

/** @param {string} line */
const indentOf = (line) => line.length - line.trimStart().length;

/** @param {string} line @returns {[string, string]} */
function keyValue(line) {
  const t = line.trim();
  const i = t.indexOf(':');
  return [t.slice(0, i), t.slice(i + 1).trim()];
}

/**
 * @param {string} text
 * @returns {{ generated: string,
 *   instances: Map<string, { cpu: number, ramGiB: number, hourlyUsd: Map<string, number> }>,
 *   storage: Map<string, { type: string, monthlyUsdPerGiB: Map<string, number> }> }}
 */
export function parseGcpPricingYml(text) {
  const lines = text.split('\n');
  const generated = lines.map((l) => l.trim()).find((l) => l.startsWith('generated:'));
  /** @type {Map<string, { cpu: number, ramGiB: number, hourlyUsd: Map<string, number> }>} */
  const instances = new Map();
  /** @type {Map<string, { type: string, monthlyUsdPerGiB: Map<string, number> }>} */
  const storage = new Map();
  /** @type {string[]} the keys from the top to the current line */
  const path = [];
  for (const line of lines) {
    if (line.trim() === '' || line.trimStart().startsWith('#') || line.startsWith('---')) continue;
    const depth = indentOf(line) / 2;
    const [key, value] = keyValue(line);
    path.length = depth;
    path.push(key);
    if (path[0] !== 'compute' || value === '') continue;
    const [, group, name, field, region, unit] = path;
    if (name === undefined) continue;
    if (group === 'instance') {
      const row = instances.get(name) ?? { cpu: NaN, ramGiB: NaN, hourlyUsd: new Map() };
      instances.set(name, row);
      if (path.length === 4 && field === 'cpu') row.cpu = Number(value);
      if (path.length === 4 && field === 'ram') row.ramGiB = Number(value);
      if (field === 'cost' && region !== undefined && unit === 'hour')
        row.hourlyUsd.set(region, Number(value));
    } else if (group === 'storage') {
      const row = storage.get(name) ?? { type: '', monthlyUsdPerGiB: new Map() };
      storage.set(name, row);
      if (path.length === 4 && field === 'type') row.type = value;
      if (field === 'cost' && region !== undefined && unit === 'month')
        row.monthlyUsdPerGiB.set(region, Number(value));
    }
  }
  if (!generated) throw new Error('pricing.yml: no "generated:" line (not the expected file?)');
  return { generated: generated.slice('generated:'.length).trim(), instances, storage };
}
