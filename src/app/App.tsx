import './styles.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ChartsPanel } from './features/charts/ChartsPanel.tsx';
import { ComparePanel } from './features/compare/ComparePanel.tsx';
import { openDropped, setNotifier } from './features/files/commands.ts';
import { parseScenarioFile } from '../core/scenario/file.ts';
import { exportRecommendation, TARGETS_NEEDED } from './features/files/exportPdf.ts';
import { ThemeSelect, Toolbar } from './features/files/Toolbar.tsx';
import { useCommands, useDocumentState } from './features/files/useDocument.ts';
import { ImportPanel, pickAndQueue } from './features/import/ImportPanel.tsx';
import { FleetPanel } from './features/fleet/FleetPanel.tsx';
import { openInventory } from './features/fleet/runFleet.ts';
import { RecoveryPanel } from './features/recovery/RecoveryPanel.tsx';
import { RecommendPanel } from './features/recommend/RecommendPanel.tsx';
import { ResultsPanel } from './features/results/ResultsPanel.tsx';
import { SizingPanel } from './features/sizing/SizingPanel.tsx';
import { WorkloadPanel } from './features/workload/WorkloadPanel.tsx';
import { api } from './platform/api.ts';
import { BrowserEditionNotice } from './platform/BrowserEditionNotice.tsx';
import { loadProfiles } from './platform/profiles.ts';
import {
  actions,
  appStore,
  catalog,
  priceListDetail,
  priceListLabel,
  useApp,
} from './store/index.ts';
import type { AppState, Tab } from './store/index.ts';

/** The status bar's message; `holds`: while the state it speaks of lasts (absent: until replaced). */
interface Status {
  text: string;
  kind: 'info' | 'error';
  holds?: (s: AppState) => boolean;
}
import { fileText } from './platform/fileText.ts';
import { importPriceList } from './platform/priceList.ts';

const TABS: { id: Tab; label: string }[] = [
  { id: 'charts', label: 'Charts' },
  { id: 'recovery', label: 'Recovery' },
  { id: 'recommend', label: 'Recommend' },
  { id: 'compare', label: 'Compare' },
  { id: 'import', label: 'Import & calibrate' },
  { id: 'fleet', label: 'Fleet' },
];

/**
 * A skip link's click: focus the element (the results, the selected tab) without changing the
 * address (the print window is a hash route, and the shell refuses navigation).
 */
function skipTo(id: string) {
  return (e: React.MouseEvent) => {
    e.preventDefault();
    document.getElementById(id)?.focus();
  };
}

/** The sizing screen: settings on the left, live results on top, charts and tools in tabs. */
export function App() {
  const theme = useApp((s) => s.theme);
  const tab = useApp((s) => s.tab);
  const prices = useApp((s) => s.prices);
  // A new price list redraws the results and the open tab from scratch (their memoised figures
  // were computed with the previous prices); the settings and the document stay.
  const priceKey =
    prices.kind === 'overlay'
      ? `${prices.path}|${prices.publishedOn}|${prices.importedOn}|${prices.prices}`
      : 'built-in';
  const [status, setStatus] = useState<Status | null>(null);
  // A status that waits on something lasts while it does (issue 30: "Export waits for targets"
  // outlived the targets prompt).
  const statusHolds = useApp((s) => (status?.holds ? status.holds(s) : true));
  const [dragging, setDragging] = useState(false);
  const [recovery, setRecovery] = useState<string | null>(null);

  useEffect(() => {
    setNotifier((text, kind = 'info') => setStatus({ text, kind }));
    actions.setProfiles(loadProfiles());
    // A price list the app could not use: said at once, and the built-in catalog prices meanwhile.
    const prices = appStore.getState().prices;
    if (prices.kind === 'built-in' && prices.problem)
      setStatus({ text: priceListDetail(prices), kind: 'error' });
    // Unsaved work from a session that ended without saving: offer it back, never impose it.
    void api.loadRecovery().then((text) => {
      if (text && parseScenarioFile(text, catalog).ok) setRecovery(text);
    });
  }, []);
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);

  const onExport = useCallback(() => {
    actions.setTab('recommend');
    void exportRecommendation('A4').then((text) =>
      setStatus({
        text,
        kind: 'info',
        ...(text === TARGETS_NEEDED
          ? { holds: (s: AppState) => s.targetsPrompt && s.recommendation === null }
          : {}),
      }),
    );
  }, []);
  const handlers = useMemo(
    () => ({
      import: () => void pickAndQueue(),
      exportPdf: onExport,
      openInventory: () => void openInventory(),
      importPriceList: () =>
        void importPriceList((text) => setStatus({ text, kind: 'info' })).then(setStatus),
    }),
    [onExport],
  );
  useDocumentState();
  useCommands(handlers);

  const onDrop = async (e: React.DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const files = [...e.dataTransfer.files];
    if (files.length === 0) return;
    // A dropped scenario file opens as the document; anything else is a benchmark import.
    const scenarioFile = files.find((f) => f.name.endsWith('.innosizer.json'));
    if (scenarioFile) {
      await openDropped(scenarioFile);
      return;
    }
    const opened = await Promise.all(
      files.map(async (f) => ({ path: null, name: f.name, text: await fileText(f) })),
    );
    actions.queueImport(opened);
  };

  return (
    <div
      className={`app${dragging ? ' dropping' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={(e) => void onDrop(e)}
    >
      {dragging ? (
        // Visual cue only (pointer-events: none): the drop itself lands on the window.
        <div className="drop-overlay" aria-hidden="true">
          <div className="drop-message">
            <strong>Drop to import</strong>
            <span>
              Benchmark results and logs (sysbench, fio, mysqld .err/.log, CSV), or a
              .innosizer.json scenario to open
            </span>
          </div>
        </div>
      ) : null}
      <nav className="skip-links" aria-label="Skip links">
        <a href="#main" onClick={skipTo('main')}>
          Skip to results
        </a>
        <a href={`#tab-${tab}`} onClick={skipTo(`tab-${tab}`)}>
          Skip to views
        </a>
      </nav>
      <Toolbar onImport={handlers.import} onExport={onExport} />
      <div className="body">
        <SizingPanel />
        <main className="main" id="main" tabIndex={-1}>
          <ResultsPanel key={`results-${priceKey}`} />
          <Views tab={tab} priceKey={priceKey} />
        </main>
      </div>
      <BrowserEditionNotice />
      {recovery ? <RecoveryBar recovery={recovery} onDone={() => setRecovery(null)} /> : null}
      <StatusBar
        text={statusHolds ? (status?.text ?? null) : null}
        error={statusHolds && status?.kind === 'error'}
      />
    </div>
  );
}

/** The views' tabs (arrow keys move between them) and the open one's panel. */
function Views({ tab, priceKey }: { tab: Tab; priceKey: string }) {
  return (
    <>
      <div role="tablist" aria-label="Views" className="tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            type="button"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => actions.setTab(t.id)}
            onKeyDown={(e) => {
              const i = TABS.findIndex((x) => x.id === tab);
              const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (d === 0) return;
              const next = TABS[(i + d + TABS.length) % TABS.length];
              if (next) {
                actions.setTab(next.id);
                document.getElementById(`tab-${next.id}`)?.focus();
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        key={`panel-${priceKey}`}
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="tabpanel"
      >
        {tab === 'charts' ? <ChartsPanel /> : null}
        {tab === 'recovery' ? <RecoveryPanel /> : null}
        {tab === 'recommend' ? <RecommendPanel /> : null}
        {tab === 'compare' ? (
          <>
            <ComparePanel />
            <ChartsPanel />
          </>
        ) : null}
        {tab === 'fleet' ? <FleetPanel /> : null}
        {tab === 'import' ? (
          <>
            <ImportPanel />
            <WorkloadPanel />
            <ChartsPanel />
          </>
        ) : null}
      </div>
    </>
  );
}

/** Unsaved work kept from a session that ended without saving: restore it or discard it. */
function RecoveryBar({ recovery, onDone }: { recovery: string; onDone: () => void }) {
  return (
    <div className="recovery" role="region" aria-label="Recovered work">
      <span>Unsaved changes from the last session were kept.</span>
      <button
        type="button"
        className="small"
        onClick={() => {
          const r = parseScenarioFile(recovery, catalog);
          // Restored work is still unsaved: a new document with the scenario applied (dirty).
          if (r.ok) {
            actions.newScenario();
            actions.replaceScenario(r.scenario);
          }
          onDone();
        }}
      >
        Restore them
      </button>
      <button
        type="button"
        className="small"
        onClick={() => {
          void api.saveRecovery(null);
          onDone();
        }}
      >
        Discard them
      </button>
    </div>
  );
}

/** The status line (null: "Ready"), the price list in use, the theme and the platform. */
function StatusBar({ text, error }: { text: string | null; error: boolean }) {
  const prices = useApp((s) => s.prices);
  return (
    <footer className="statusbar">
      <span role="status" aria-live="polite" className={error ? 'error' : ''}>
        {text ?? 'Ready'}
      </span>
      <span className="statusbar-right">
        <span
          className={`price-list${prices.kind === 'built-in' && prices.problem ? ' warning' : ''}`}
          title={priceListDetail(prices)}
          aria-label={`${priceListLabel(prices)}. ${priceListDetail(prices)}`}
        >
          {priceListLabel(prices)}
        </span>
        <ThemeSelect />
        <span className="platform">{api.platform}</span>
      </span>
    </footer>
  );
}
