import { buildReport, calibrationInputFor } from '../../../core/report/index.ts';
import { analyseTelemetry, hasTelemetry } from '../../../core/telemetry/index.ts';
import type { PaperSize } from '../../../shared/api.ts';
import { api } from '../../platform/api.ts';
import { actions, appStore, catalog } from '../../store/index.ts';

declare const __APP_VERSION__: string | undefined;

/** What the export says when it first needs the user's targets. */
export const TARGETS_NEEDED =
  'Export waits for targets: give them in the Recommend tab (the PDF states them).';

/**
 * File → Export recommendation…: the report of the current recommendation, printed by the shell.
 * Without one (a fresh document) it exports nothing: it asks for targets (the Recommend tab's
 * prompt runs the search and comes back here), so the PDF never presents defaults as the user's.
 */
export async function exportRecommendation(paper: PaperSize): Promise<string> {
  const s = appStore.getState();
  const rec = s.recommendation;
  if (!rec) {
    actions.setTab('recommend');
    actions.setTargetsPrompt(true);
    return TARGETS_NEEDED;
  }
  try {
    const report = buildReport(
      {
        current: s.scenario,
        compared: s.pinned.map((p) => p.scenario),
        // Derived targets are recomputed by the report from the current scenario (and said so).
        ...(rec.targetsRule === 'given'
          ? {
              targets: {
                maxStartupSeconds: rec.targets.maxStartupSeconds,
                minQps: rec.targets.minQps,
              },
            }
          : {}),
        recommendation: {
          choice: rec.response.results[0] ?? null,
          searched: rec.response.searched,
          candidates: rec.response.results,
          rules: rec.response.rules,
          ...(rec.response.closest ? { closestText: rec.response.closest.misses.text } : {}),
          ...(rec.response.architectureSaving
            ? { architectureText: rec.response.architectureSaving.text }
            : {}),
        },
        // The accepted import's measured-vs-predicted points, when the applied profile is their fit.
        calibration: calibrationInputFor(s.importedRecords, s.scenario, catalog, s.importMachines),
        ...(hasTelemetry(s.importedRecords)
          ? {
              workload: analyseTelemetry(s.importedRecords, s.scenario, catalog, {
                sizing: false,
              }),
            }
          : {}),
        generatedAt: new Date().toISOString(),
        appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.1.0',
      },
      catalog,
    );
    const base = s.scenario.name;
    const saved = await api.exportPdf({
      report,
      paper,
      suggestedName: `${base.replace(/[^\w.-]+/g, '-')}-recommendation.pdf`,
    });
    if (!saved) return 'Export cancelled';
    // The browser build writes no file: it opens the report in a tab whose print dialog saves it.
    return saved.path === null
      ? 'Opened the report in a new tab: use its print dialog to save the PDF'
      : `Exported ${saved.name}`;
  } catch (e) {
    return `Export failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}
