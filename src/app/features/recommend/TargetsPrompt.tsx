import { useEffect, useId, useRef, useState } from 'react';
import { actions, useApp } from '../../store/index.ts';
import { exportRecommendation } from '../files/exportPdf.ts';
import { runRecommendation } from './runRecommend.ts';
import { SearchProgress } from './SearchProgress.tsx';

/**
 * Asked before exporting a PDF from a document that has no recommendation yet: the report states
 * the targets it was searched for, so they come from the user (typed here), or, chosen explicitly,
 * from the current configuration's own figures ("at least as good as today").
 */
export function TargetsPrompt({ onExported }: { onExported: (message: string) => void }) {
  const id = useId();
  // The Recommend form's targets, shared (issue 41 item 11: the prompt showed empty fields beside
  // them); a field being typed keeps its text until it is a number.
  const targets = useApp((s) => s.targets);
  const [draft, setDraft] = useState<{ startup?: string; qps?: string }>({});
  const startup = draft.startup ?? String(targets.maxStartupSeconds);
  const qps = draft.qps ?? String(targets.minQps);
  const edit = (field: 'startup' | 'qps', text: string) => {
    setDraft((d) => ({ ...d, [field]: text }));
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) return;
    actions.setTargets(
      field === 'startup' ? { ...targets, maxStartupSeconds: n } : { ...targets, minQps: n },
    );
  };
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement | null>(null);
  // Opened from the toolbar or the menu: the keyboard lands in it, so Escape closes it at once;
  // and wherever the keyboard is after that (issue 41 item 11), unless a field took the Escape.
  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) actions.setTargetsPrompt(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const [progress, setProgress] = useState<number | null>(null);
  const finish = async (goal: { maxStartupSeconds: number; minQps: number } | 'derived') => {
    setProgress(0);
    if (goal !== 'derived') actions.setTargets(goal);
    const r = await runRecommendation(goal, setProgress);
    setProgress(null);
    if (!r.ok) {
      if (!r.cancelled) setError(r.message);
      return;
    }
    actions.setTargetsPrompt(false);
    onExported(await exportRecommendation('A4'));
  };

  const submit = () => {
    const s = Number(startup);
    const q = Number(qps);
    if (startup.trim() === '' || !Number.isFinite(s) || s <= 0) {
      setError('Startup target (s): give the longest acceptable startup, e.g. 120.');
      return;
    }
    if (qps.trim() === '' || !Number.isFinite(q) || q < 0) {
      setError('QPS target: give the point selects per second needed, e.g. 5000 (0 for none).');
      return;
    }
    void finish({ maxStartupSeconds: s, minQps: q });
  };

  return (
    <div
      className="prompt"
      role="dialog"
      aria-labelledby={`${id}-h`}
      aria-describedby={`${id}-d`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          actions.setTargetsPrompt(false);
        }
      }}
    >
      <h3 id={`${id}-h`}>Targets for the recommendation</h3>
      <p id={`${id}-d`}>
        This document has no recommendation yet. The PDF states the targets its recommendation
        meets: give them, or use the current configuration’s own figures (at least as good as
        today).
      </p>
      <form
        className="targets"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-s`}>Startup target (s)</label>
        <input
          ref={first}
          id={`${id}-s`}
          type="number"
          min={1}
          required
          value={startup}
          onChange={(e) => edit('startup', e.target.value)}
        />
        <label htmlFor={`${id}-q`}>QPS target</label>
        <input
          id={`${id}-q`}
          type="number"
          min={0}
          required
          value={qps}
          onChange={(e) => edit('qps', e.target.value)}
        />
        <button type="submit" className="primary">
          Recommend and export
        </button>
        <button type="button" onClick={() => void finish('derived')}>
          Use today’s figures
        </button>
        <button type="button" onClick={() => actions.setTargetsPrompt(false)}>
          Cancel
        </button>
      </form>
      {progress !== null ? <SearchProgress fraction={progress} /> : null}
      {error ? (
        <p role="alert" className="warnings">
          {error}
        </p>
      ) : null}
    </div>
  );
}
