import { memo, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { filterInstanceRows } from '../../core/catalog/list.ts';
import type { InstanceFilter, InstanceRow } from '../../core/catalog/list.ts';
import { formatInt, formatNumber } from '../../core/format/index.ts';
import type { ScenarioIssue } from '../../core/types.ts';
import { IssueList } from './IssueList.tsx';

/** The option that stands for "not a catalog type" (the scenario's custom instance). */
export const CUSTOM_INSTANCE = 'custom';

export interface InstancePickerProps {
  label: string;
  /** The chosen type's name, or `custom`. */
  value: string;
  /** Every type of the catalog, priced in the scenario's region. */
  rows: readonly InstanceRow[];
  /** The region the prices are for (shown in the list). */
  region: string;
  onCommit: (value: string) => ScenarioIssue[];
  onFix: (i: ScenarioIssue) => void;
  /** Offer the custom instance at the end of the list (EC2; RDS and Aurora sell classes only). */
  allowCustom?: boolean;
}

const PAGE = 10;
const money = (usd: number) => `$${formatNumber(usd, 4)}`;
const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
const EMPTY_FILTER: InstanceFilter = {};

function countText(shown: number, all: number, region: string): string {
  if (shown === 0) return `No instance type matches (${formatInt(all)} in the catalog)`;
  return `${formatInt(shown)} of ${formatInt(all)} types · price per hour in ${region}`;
}

/** The instance's disk ceiling as its cloud names it (issue 38): EBS, Azure's disk caps, Hyperdisk's. */
const CEILING_WORD = { aws: 'EBS', azure: 'disks', gcp: 'Hyperdisk' } as const;

function summary(r: InstanceRow): string {
  // Google publishes MiB/s; AWS and Azure MB/s (10^6 bytes/s).
  const rate =
    r.cloud === 'gcp'
      ? `${formatNumber((r.ebsMaxMBps * 1e6) / 2 ** 20)} MiB/s`
      : `${formatNumber(r.ebsMaxMBps)} MB/s`;
  const ebs = `${CEILING_WORD[r.cloud]} ≤ ${formatInt(r.ebsMaxIops)} IOPS, ${rate}`;
  return `${r.architecture} · ${ebs}${r.localNvme ? ` · ${r.localNvme}` : ''}`;
}

/** Which of a row's figures are estimates: "EBS", "EBS and NVMe", "EBS, NVMe and price". */
function estimateWhat(r: InstanceRow, withPrice = false): string {
  const parts = [
    r.ebsEstimate ? CEILING_WORD[r.cloud] : '',
    r.localNvmeEstimate ? 'NVMe' : '',
    withPrice && r.priceEstimate ? 'price' : '',
  ].filter(Boolean);
  return parts.length <= 1
    ? parts.join('')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/** The chosen type in one line, under the field. */
function chosenText(r: InstanceRow): string {
  const price = r.hourlyUsd === null ? 'not priced' : `${money(r.hourlyUsd)}/h`;
  return `${formatInt(r.vcpu)} vCPU · ${formatNumber(r.memoryGiB)} GiB · ${price} · ${summary(r)}`;
}

/** One option of the list: name, size, price on the first line; architecture, EBS, NVMe below. */
function OptionRow(props: {
  row: InstanceRow;
  id: string;
  selected: boolean;
  active: boolean;
  onPick: () => void;
}) {
  const r = props.row;
  const estimates = [r.ebsNote, r.localNvmeNote, r.priceNote].filter(
    (n): n is string => n !== null,
  );
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.selected}
      className={`picker-option${props.active ? ' active' : ''}`}
      title={estimates.length > 0 ? estimates.join('\n') : undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onPick}
    >
      <span className="picker-line">
        <span className="picker-name">{r.name}</span>
        <span className="picker-size">
          {formatInt(r.vcpu)} vCPU · {formatNumber(r.memoryGiB)} GiB
        </span>
        <span className="picker-price">
          {r.hourlyUsd === null ? 'not priced' : `${money(r.hourlyUsd)}/h`}
          {r.priceEstimate ? <span className="picker-est"> est.</span> : null}
        </span>
      </span>
      <span className="picker-detail">
        {summary(r)}
        {r.ebsEstimate || r.localNvmeEstimate ? (
          <span className="picker-est"> ({estimateWhat(r)} est.)</span>
        ) : null}
      </span>
    </li>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <select
      aria-label={props.label}
      title={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The filters above the list: family, architecture, vCPU, memory, local NVMe. */
function Filters(props: {
  rows: readonly InstanceRow[];
  filter: InstanceFilter;
  onChange: (f: InstanceFilter) => void;
}) {
  const { rows, filter: f, onChange } = props;
  const families = useMemo(() => [...new Set(rows.map((r) => r.family))], [rows]);
  const vcpus = useMemo(() => distinct(rows.map((r) => r.vcpu)), [rows]);
  const mems = useMemo(() => distinct(rows.map((r) => r.memoryGiB)), [rows]);
  const set = (patch: InstanceFilter) => onChange({ ...f, ...patch });
  const num = (v: string) => (v === '' ? undefined : Number(v));
  return (
    <div className="picker-filters" role="group" aria-label="Filter instance types">
      <FilterSelect
        label="Family"
        value={f.family ?? ''}
        options={[
          { value: '', label: 'Any family' },
          ...families.map((x) => ({ value: x, label: x })),
        ]}
        onChange={(v) => set({ family: v === '' ? undefined : v })}
      />
      <FilterSelect
        label="Architecture"
        value={f.architecture ?? ''}
        options={[
          { value: '', label: 'Any CPU' },
          { value: 'x86_64', label: 'x86_64' },
          { value: 'arm64', label: 'arm64 (Graviton)' },
        ]}
        onChange={(v) => set({ architecture: v === '' ? undefined : (v as 'x86_64' | 'arm64') })}
      />
      <FilterSelect
        label="Minimum vCPU"
        value={f.minVcpu === undefined ? '' : String(f.minVcpu)}
        options={[
          { value: '', label: 'Any vCPU' },
          ...vcpus.map((v) => ({ value: String(v), label: `≥ ${formatInt(v)} vCPU` })),
        ]}
        onChange={(v) => set({ minVcpu: num(v) })}
      />
      <FilterSelect
        label="Minimum memory"
        value={f.minMemoryGiB === undefined ? '' : String(f.minMemoryGiB)}
        options={[
          { value: '', label: 'Any memory' },
          ...mems.map((v) => ({ value: String(v), label: `≥ ${formatNumber(v)} GiB` })),
        ]}
        onChange={(v) => set({ minMemoryGiB: num(v) })}
      />
      <FilterSelect
        label="Local NVMe"
        value={f.localNvme === undefined ? '' : f.localNvme ? 'yes' : 'no'}
        options={[
          { value: '', label: 'NVMe or not' },
          { value: 'yes', label: 'With local NVMe' },
          { value: 'no', label: 'EBS only' },
        ]}
        onChange={(v) => set({ localNvme: v === '' ? undefined : v === 'yes' })}
      />
    </div>
  );
}

/** What the combobox does with a key: the moves of the APG pattern (none for other keys). */
function comboboxKey(
  e: KeyboardEvent<HTMLInputElement>,
  open: boolean,
  activeIndex: number,
  count: number,
  to: {
    moveTo: (k: number) => void;
    open: () => void;
    choose: (k: number) => void;
    close: () => void;
  },
): void {
  const keys: Record<string, () => void> = {
    ArrowDown: () => (open ? to.moveTo(activeIndex + 1) : to.open()),
    ArrowUp: () => (open ? to.moveTo(activeIndex - 1) : to.open()),
    PageDown: () => open && to.moveTo(activeIndex + PAGE),
    PageUp: () => open && to.moveTo(activeIndex - PAGE),
    Home: () => open && to.moveTo(0),
    End: () => open && to.moveTo(count - 1),
    Enter: () => open && to.choose(activeIndex),
    Escape: () => to.close(),
  };
  const act = Object.hasOwn(keys, e.key) ? keys[e.key] : undefined;
  if (!act || (!open && (e.key === 'Home' || e.key === 'End' || e.key === 'Enter'))) return;
  e.preventDefault();
  act();
}

/**
 * The instance type picker: an editable combobox (WAI-ARIA APG "combobox with listbox popup")
 * whose list narrows as you type (words match name, family, architecture, "nvme") and by the
 * filters above it. Arrow keys, Page Up/Down and Home/End move the active option, Enter chooses
 * it, Escape closes and keeps the current type. Each option shows vCPU, memory, the region's
 * price, the EBS ceiling and local NVMe, with estimates marked.
 */
function InstancePickerView(props: InstancePickerProps) {
  const inputId = useId();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<InstanceFilter>(EMPTY_FILTER);
  const [active, setActive] = useState(0);
  const [issues, setIssues] = useState<ScenarioIssue[]>([]);

  const shown = useMemo(
    () => filterInstanceRows(props.rows, { ...filter, query, pricedOnly: true }),
    [props.rows, filter, query],
  );
  // The list ends with the custom instance unless a filter or words narrow it.
  const names = useMemo(() => {
    const narrowed = query.trim() !== '' || Object.values(filter).some((v) => v !== undefined);
    const custom = narrowed || props.allowCustom === false ? [] : [CUSTOM_INSTANCE];
    return [...shown.map((r) => r.name), ...custom];
  }, [shown, query, filter, props.allowCustom]);
  const optionId = (k: number) => `${listId}-${k}`;
  const activeIndex = Math.min(active, names.length - 1);

  const moveTo = (k: number) => {
    const next = Math.max(0, Math.min(names.length - 1, k));
    setActive(next);
    const el = typeof document === 'undefined' ? null : document.getElementById(optionId(next));
    el?.scrollIntoView?.({ block: 'nearest' });
  };
  const show = (q: string, f: InstanceFilter = filter) => {
    setQuery(q);
    setOpen(true);
    const list = filterInstanceRows(props.rows, { ...f, query: q, pricedOnly: true });
    const at = list.findIndex((r) => r.name === props.value);
    setActive(at >= 0 ? at : 0);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (name: string | undefined) => {
    if (name === undefined) return;
    close();
    setIssues(name === props.value ? [] : props.onCommit(name));
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) =>
    comboboxKey(e, open, activeIndex, names.length, {
      moveTo,
      open: () => show(''),
      choose: (k) => choose(names[k]),
      close,
    });
  const onBlur = (e: FocusEvent) => {
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
  };
  const onPopupKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    close();
    inputRef.current?.focus();
  };

  const chosen = useMemo(
    () => props.rows.find((r) => r.name === props.value),
    [props.rows, props.value],
  );
  const rowsByName = useMemo(() => new Map(shown.map((r) => [r.name, r])), [shown]);
  return (
    <div className="field picker" ref={rootRef} onBlur={onBlur}>
      <div className="field-row">
        <label htmlFor={inputId}>{props.label}</label>
        <span className="picker-box">
          <input
            ref={inputRef}
            id={inputId}
            role="combobox"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && names.length > 0 ? optionId(activeIndex) : undefined}
            aria-invalid={issues.length > 0}
            placeholder={open ? props.value : undefined}
            value={open ? query : props.value}
            onChange={(e) => show(e.target.value)}
            onKeyDown={onKeyDown}
            onClick={() => (open ? undefined : show(''))}
          />
          <PickerToggle
            open={open}
            onToggle={() => {
              if (open) close();
              else show('');
              inputRef.current?.focus();
            }}
          />
        </span>
      </div>
      {chosen ? <ChosenLine chosen={chosen} /> : null}
      <div className="picker-popup" hidden={!open} onKeyDown={onPopupKeyDown}>
        {open ? (
          <Filters
            rows={props.rows}
            filter={filter}
            onChange={(f) => {
              setFilter(f);
              show(query, f);
            }}
          />
        ) : null}
        <div className="picker-count" aria-live="polite">
          {open ? countText(shown.length, props.rows.length, props.region) : ''}
        </div>
        <OptionList
          id={listId}
          label={`${props.label}s`}
          names={open ? names : []}
          rows={rowsByName}
          optionId={optionId}
          value={props.value}
          activeIndex={activeIndex}
          onChoose={choose}
        />
      </div>
      <IssueList
        issues={issues}
        onFix={(i) => {
          props.onFix(i);
          setIssues([]);
        }}
      />
    </div>
  );
}

/** The button that opens and closes the list (the input keeps the focus). */
function PickerToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="picker-toggle"
      tabIndex={-1}
      aria-label={`${open ? 'Close' : 'Open'} the list of instance types`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onToggle}
    >
      ▾
    </button>
  );
}

/** The listbox's options (none while closed): the types shown, then the custom instance. */
function OptionList(props: {
  id: string;
  label: string;
  names: string[];
  rows: ReadonlyMap<string, InstanceRow>;
  optionId: (k: number) => string;
  value: string;
  activeIndex: number;
  onChoose: (name: string) => void;
}) {
  const { id, label, names, rows, optionId, value, activeIndex, onChoose } = props;
  return (
    <ul id={id} role="listbox" aria-label={label} className="picker-list">
      {names.map((name, k) => {
        const row = rows.get(name);
        return row ? (
          <OptionRow
            key={name}
            row={row}
            id={optionId(k)}
            selected={name === value}
            active={k === activeIndex}
            onPick={() => onChoose(name)}
          />
        ) : (
          <CustomOption
            key={name}
            id={optionId(k)}
            selected={name === value}
            active={k === activeIndex}
            onPick={() => onChoose(name)}
          />
        );
      })}
    </ul>
  );
}

/** The chosen type's figures under the field, its estimates marked. */
function ChosenLine({ chosen }: { chosen: InstanceRow }) {
  return (
    <div className="rule picker-chosen">
      {chosenText(chosen)}
      {chosen.ebsEstimate || chosen.localNvmeEstimate || chosen.priceEstimate ? (
        <span
          className="picker-est"
          title={[chosen.ebsNote, chosen.localNvmeNote, chosen.priceNote]
            .filter(Boolean)
            .join('\n')}
        >
          {' '}
          ({estimateWhat(chosen, true)} est.)
        </span>
      ) : null}
    </div>
  );
}

/** The list's last option: a custom instance (your own vCPU and memory). */
function CustomOption(props: {
  id: string;
  selected: boolean;
  active: boolean;
  onPick: () => void;
}) {
  const { id, selected, active, onPick } = props;
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={`picker-option${active ? ' active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
    >
      <span className="picker-line">
        <span className="picker-name">custom</span>
      </span>
      <span className="picker-detail">your own vCPU and memory</span>
    </li>
  );
}

/** Memoised: a slider step elsewhere does not re-render the list. */
export const InstancePicker = memo(InstancePickerView);
