import { useEffect, useRef, useState } from 'react';
import { api } from '../../platform/api.ts';
import { actions, isDirty, useApp, useHistory } from '../../store/index.ts';
import type { Theme } from '../../store/index.ts';
import { newDocument, openDocument, openRecent, saveDocument } from './commands.ts';

/**
 * The document's name, the one every view reads (the scenario's name: it follows the settings until
 * the user names it, core/scenario/title.ts). A click renames it in place: Enter or leaving the
 * field keeps the new name, Escape keeps the old one, an empty name gives back the automatic one.
 */
function DocumentName() {
  const name = useApp((s) => s.scenario.name);
  const file = useApp((s) => s.file?.name ?? null);
  const dirty = useApp(isDirty);
  const [editing, setEditing] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);
  const done = (keep: boolean) => {
    if (keep && input.current) actions.rename(input.current.value);
    setEditing(false);
  };
  return (
    <span className="docname">
      {editing ? (
        <input
          ref={input}
          className="docname-input"
          aria-label="Document name"
          defaultValue={name}
          onBlur={() => done(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') done(true);
            else if (e.key === 'Escape') done(false);
          }}
        />
      ) : (
        <button
          type="button"
          className="docname-button"
          aria-label={`Document: ${name}. Rename`}
          title={file ? `${name} (${file}): click to rename` : `${name}: click to rename`}
          onClick={() => setEditing(true)}
        >
          {name}
        </button>
      )}
      {dirty ? (
        <span className="dirty" aria-label="unsaved changes" title="Unsaved changes">
          {' '}
          •
        </span>
      ) : null}
    </span>
  );
}

/** The document toolbar: file commands, undo/redo, recent files. */
export function Toolbar(props: { onImport: () => void; onExport: () => void }) {
  const name = useApp((s) => s.scenario.name);
  const canUndo = useHistory((h) => h.pastStates.length > 0);
  const canRedo = useHistory((h) => h.futureStates.length > 0);
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    if (api.platform !== 'browser') void api.listRecent().then(setRecent);
  }, [name]);
  return (
    <header className="topbar">
      <h1>InnoSizer</h1>
      <DocumentName />
      <nav className="tools" aria-label="Document commands">
        <button type="button" onClick={newDocument} title="Ctrl+N">
          New
        </button>
        <button type="button" onClick={() => void openDocument()} title="Ctrl+O">
          Open…
        </button>
        {/* The browser edition keeps no recent files: a page cannot reopen a file from disk. */}
        {api.platform === 'browser' ? null : (
          <select
            aria-label="Open recent"
            value=""
            onChange={(e) => {
              if (e.target.value) void openRecent(e.target.value);
            }}
          >
            <option value="">Recent…</option>
            {recent.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        )}
        <button type="button" onClick={() => void saveDocument(false)} title="Ctrl+S">
          Save
        </button>
        <button type="button" onClick={() => void saveDocument(true)} title="Shift+Ctrl+S">
          Save as…
        </button>
        <span className="sep" />
        <button type="button" onClick={actions.undo} disabled={!canUndo} title="Ctrl+Z">
          Undo
        </button>
        <button type="button" onClick={actions.redo} disabled={!canRedo} title="Shift+Ctrl+Z">
          Redo
        </button>
        <span className="sep" />
        <button type="button" onClick={props.onImport}>
          Import…
        </button>
        <button type="button" onClick={props.onExport}>
          Export recommendation…
        </button>
      </nav>
    </header>
  );
}

/** Light, dark or the system's scheme; in the status bar so the toolbar keeps one line at 1024 px. */
export function ThemeSelect() {
  const theme = useApp((s) => s.theme);
  return (
    <span className="theme">
      <label className="theme-label" htmlFor="theme-select">
        Theme
      </label>
      <select
        id="theme-select"
        value={theme}
        onChange={(e) => actions.setTheme(e.target.value as Theme)}
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </span>
  );
}
