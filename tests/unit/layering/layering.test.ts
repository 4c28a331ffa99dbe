import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Lints `code` as if it were the file at `path` (relative to the repository), with the project's config. */
async function lintAs(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layering rule (lint)', () => {
  it('rejects React in the core', async () => {
    const messages = await lintAs(
      'src/core/bad.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    );
    expect(
      messages.some((m) => m.startsWith('no-restricted-imports') && m.includes('Bad layering')),
    ).toBe(true);
  });

  it('rejects Node built-ins and Electron in the core', async () => {
    for (const mod of ['node:fs', 'fs', 'path', 'electron']) {
      const messages = await lintAs(
        'src/core/bad.ts',
        `import * as m from '${mod}';\nexport const x = m;\n`,
      );
      expect(messages.join('\n'), mod).toMatch(/Bad layering/);
    }
  });

  it('rejects the renderer and the DOM from the core', async () => {
    const fromApp = await lintAs(
      'src/core/bad.ts',
      "import { App } from '../app/App.tsx';\nexport const x = App;\n",
    );
    expect(fromApp.join('\n')).toMatch(/Bad layering/);
    const dom = await lintAs('src/core/bad.ts', 'export const w = window.innerWidth;\n');
    expect(dom.join('\n')).toMatch(/no-restricted-globals/);
  });

  it('rejects Node and Electron in the renderer', async () => {
    for (const mod of ['electron', 'node:fs', 'child_process']) {
      const messages = await lintAs(
        'src/app/bad.ts',
        `import * as m from '${mod}';\nexport const x = m;\n`,
      );
      expect(messages.join('\n'), mod).toMatch(/preload API/);
    }
  });

  it('rejects the renderer in main and preload', async () => {
    const messages = await lintAs(
      'electron/main/bad.ts',
      "import { App } from '../../src/app/App.tsx';\nexport const x = App;\n",
    );
    expect(messages.join('\n')).toMatch(/Bad layering/);
  });

  it('keeps src/node (shared by the CLI and the shell) free of Electron, the CLI and the shell', async () => {
    for (const mod of ['electron', '../cli/main.ts', '../../electron/main/menu.ts']) {
      const messages = await lintAs(
        'src/node/bad.ts',
        `import * as m from '${mod}';\nexport const x = m;\n`,
      );
      expect(messages.join('\n'), mod).toMatch(/Bad layering: src\/node/);
    }
    const fromCli = await lintAs(
      'src/cli/ok.ts',
      "import { writeFileAtomic } from '../node/atomicWrite.ts';\nexport const w = writeFileAtomic;\n",
    );
    expect(fromCli).toEqual([]);
  });

  it('accepts core importing core', async () => {
    const messages = await lintAs(
      'src/core/ok.ts',
      "import type { Scenario } from './scenario/types.ts';\nexport const f = (s: Scenario): string => s.region;\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('layering rule (compiler): the core has no DOM or Node types', () => {
  function typeErrorsWithCoreConfig(code: string): string[] {
    const configPath = resolve(ROOT, 'tsconfig.core.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error('cannot read tsconfig.core.json');
    const fileName = resolve(ROOT, 'src/core/__probe__.ts');
    const host = ts.createCompilerHost(parsed.options);
    const readFile = host.readFile.bind(host);
    host.readFile = (f) => (resolve(f) === fileName ? code : readFile(f));
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (f) => resolve(f) === fileName || fileExists(f);
    const program = ts.createProgram([fileName], parsed.options, host);
    return ts
      .getPreEmitDiagnostics(program, program.getSourceFile(fileName))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  it('fails to type-check `window` and `document`', () => {
    expect(typeErrorsWithCoreConfig('export const w = window.innerWidth;\n').join('\n')).toMatch(
      /Cannot find name 'window'/,
    );
    expect(typeErrorsWithCoreConfig('export const d = document.title;\n').join('\n')).toMatch(
      /Cannot find name 'document'/,
    );
  });

  it('fails to type-check Node globals', () => {
    expect(typeErrorsWithCoreConfig('export const p = process.argv;\n').join('\n')).toMatch(
      /Cannot find name 'process'/,
    );
  });

  it('type-checks plain TypeScript', () => {
    expect(typeErrorsWithCoreConfig('export const n: number = Math.max(1, 2);\n')).toEqual([]);
  });
});
