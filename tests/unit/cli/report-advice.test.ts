/**
 * The PDF lists "What would help" for the current configuration, as the app does: on an i4i
 * instance store with updates it offers doublewrite off (torn-write prevention) and says it takes a
 * rebuild; on m6id's instance store it never does (issue 25, mechanism 6).
 */
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../src/core/report/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { reportHtml } from '../../../src/report-view/html.ts';

function store(instance: string) {
  const s = defaultScenario();
  s.instance.type = instance;
  s.storage.kind = 'instance-store';
  s.mysql.dataGiB = 100;
  s.mysql.bufferPoolGiB = 8;
  s.workload.writeFraction = 0.5;
  s.workload.threads = 64;
  return s;
}

const html = (instance: string): string =>
  reportHtml(
    buildReport({
      current: store(instance),
      recommendation: null,
      generatedAt: '2026-11-27T18:00:00.000Z',
      appVersion: '0.1.0',
    }),
    'A4',
  ).replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1');

describe('advice in the PDF', () => {
  it('i4i: the torn-write advice, with what it takes', () => {
    const h = html('i4i.large');
    expect(h).toContain('What would help');
    expect(h).toMatch(
      /turn doublewrite off \(i4i\.large&#x27;s instance store writes 16 KiB pages atomically/,
    );
    expect(h).toContain('Takes: rebuild.');
  });

  it('m6id: no doublewrite advice', () => {
    expect(html('m6id.large')).not.toContain('turn doublewrite off');
  });
});
