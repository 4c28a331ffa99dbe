import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  flagsHelp,
  parseArgs,
  parseNumber,
  positiveFlag,
  valueOf,
  valuesOf,
} from '../../../src/cli/args.ts';
import { firstAndMore, isCliError, printFailure, cliError } from '../../../src/cli/errors.ts';

const ROWS = [
  { flag: 'out', value: 'FILE', help: 'output' },
  { flag: 'compare', value: 'FILE', help: 'compare', multiple: true },
  { flag: 'json', help: 'json' },
];

describe('the argument module', () => {
  it('reads --name value, --name=value, switches, repeated flags and positionals', () => {
    const r = parseArgs(
      [
        'a.csv',
        '--out',
        'x.pdf',
        '--compare=1.json',
        '--json',
        '--compare',
        '2.json',
        'b.csv',
        '--out=y.pdf',
      ],
      ROWS,
      { positionals: true },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(valueOf(r.args, 'out')).toBe('y.pdf');
    expect(valuesOf(r.args, 'compare')).toEqual(['1.json', '2.json']);
    expect(r.args.switches.has('json')).toBe(true);
    expect(r.args.positionals).toEqual(['a.csv', 'b.csv']);
  });

  it('errors name the flag', () => {
    const msg = (argv: string[]) => {
      const r = parseArgs(argv, ROWS);
      return r.ok ? null : { message: r.error.message, field: r.error.field };
    };
    expect(msg(['--nope'])).toEqual({ message: 'unknown flag --nope (see --help)', field: 'nope' });
    expect(msg(['--out'])).toEqual({ message: '--out needs a value', field: 'out' });
    expect(msg(['--out='])).toEqual({ message: '--out needs a value', field: 'out' });
    expect(msg(['--json=1'])).toEqual({ message: '--json takes no value', field: 'json' });
    expect(msg(['stray'])?.message).toBe("unexpected argument 'stray'");
  });

  it('--help and -h are understood by every table', () => {
    for (const a of ['--help', '-h']) {
      const r = parseArgs([a], []);
      expect(r.ok && r.args.switches.has('help')).toBe(true);
    }
  });

  it('help lists each row once, aligned', () => {
    const text = flagsHelp(ROWS);
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toContain('--compare FILE (repeatable)');
  });

  it('one number parser: underscores, exponents; no NaN, no Infinity, no blanks', () => {
    expect(parseNumber('1_000')).toBe(1000);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber(' 2.5 ')).toBe(2.5);
    for (const bad of ['', ' ', 'abc', 'Infinity', '1e999', 'NaN', '0x'])
      expect(parseNumber(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(parseNumber(String(x))).toBe(x === 0 ? 0 : x);
      }),
    );
  });

  it('positive flags: required, whole, positive', () => {
    const args = (argv: string[]) => {
      const r = parseArgs(argv, [{ flag: 'n', value: 'N', help: '' }]);
      if (!r.ok) throw new Error('parse');
      return r.args;
    };
    expect(positiveFlag(args([]), 'n')).toBeUndefined();
    expect(positiveFlag(args([]), 'n', { required: true })).toMatchObject({
      message: '--n is required',
    });
    expect(positiveFlag(args(['--n', '3']), 'n', { integer: true })).toBe(3);
    for (const bad of ['0', '-1', 'x', '1e999']) {
      const v = positiveFlag(args(['--n', bad]), 'n');
      expect(isCliError(v) && v.message).toBe(`--n: expected a positive number, got "${bad}"`);
    }
    expect(isCliError(positiveFlag(args(['--n', '2.5']), 'n', { integer: true }))).toBe(true);
  });
});

describe('failures', () => {
  it('first and N more', () => {
    expect(firstAndMore('bad', 1)).toBe('bad');
    expect(firstAndMore('bad', 3)).toBe('bad (and 2 more)');
  });

  it('one line on stderr; with --json the error object on stdout', () => {
    let out = '';
    let err = '';
    const io = { stdout: (s: string) => (out += s), stderr: (s: string) => (err += s) };
    const e = cliError('invalid-file', 'line one\nline two', {
      file: 'a.csv',
      line: 3,
      field: 'iops',
    });
    expect(printFailure(io, 'innosizer x', e, true)).toBe(2);
    expect(err).toBe('innosizer x: line one line two\n');
    expect(JSON.parse(out)).toEqual({
      error: {
        code: 'invalid-file',
        message: 'line one\nline two',
        file: 'a.csv',
        line: 3,
        field: 'iops',
      },
    });
    out = '';
    expect(printFailure(io, 'innosizer x', cliError('failure', 'boom'), false)).toBe(1);
    expect(out).toBe('');
  });
});
