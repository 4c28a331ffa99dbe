#!/usr/bin/env node
// `node scripts/function-lengths.mjs [MIN]`: the functions of src/ and electron/ (declarations,
// methods, arrow functions and function expressions, React components included) of MIN lines or
// more (default 80), longest first: `lines file:line name`. A nested function counts inside its
// parent too. tests/unit/scripts/functionLengths.test.ts holds every function under 150 lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name && ts.isStringLiteral(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

/** Every function of `file` (absolute path) with its first line and length in lines. */
export function functionLengths(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      out.push({
        file: relative(ROOT, file),
        line: start,
        name: nameOf(node),
        lines: end - start + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The functions of src/ and electron/ of `min` lines or more, longest first. */
export function longFunctions(min) {
  return ['src', 'electron']
    .flatMap((d) => sourceFiles(join(ROOT, d)))
    .flatMap(functionLengths)
    .filter((f) => f.lines >= min)
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const min = Number(process.argv[2] ?? 80);
  for (const f of longFunctions(min)) console.log(`${f.lines}\t${f.file}:${f.line}\t${f.name}`);
}
