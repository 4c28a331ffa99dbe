import { buildReport } from '../../../core/report/index.ts';
import type { PaperSize } from '../../../shared/api.ts';
import { api } from '../../platform/api.ts';
import { appStore, catalog } from '../../store/index.ts';

declare const __APP_VERSION__: string | undefined;

/** File → Export recommendation…: the report of the current state, printed by the shell. */
export async function exportRecommendation(paper: PaperSize): Promise<string> {
  const s = appStore.getState();
  const rec = s.recommendation;
  try {
    const report = buildReport(
      {
        current: s.scenario,
        compared: s.pinned.map((p) => p.scenario),
        targets: { maxStartupSeconds: s.targets.maxStartupSeconds, minQps: s.targets.minQps },
        ...(rec
          ? {
              recommendation: {
                choice: rec.response.results[0] ?? null,
                searched: rec.response.searched,
                candidates: rec.response.results,
              },
            }
          : {}),
        generatedAt: new Date().toISOString(),
        appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.1.0',
      },
      catalog,
    );
    const base = (s.file?.name ?? s.scenario.name).replace(/\.innosizer\.json$/, '');
    const saved = await api.exportPdf({
      report,
      paper,
      suggestedName: `${base.replace(/[^\w.-]+/g, '-')}-recommendation.pdf`,
    });
    return saved ? `Exported ${saved.name}` : 'Export cancelled';
  } catch (e) {
    return `Export failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}
