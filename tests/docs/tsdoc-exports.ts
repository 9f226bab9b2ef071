/**
 * tsdocStatusOf: lists every export of a barrel (re-exports followed to their declarations) with whether its TSDoc
 * has an `@example` and an `@public` or `@internal` tag — the documentation gate of docs/architecture.md, house habit 8.
 */
import ts from 'typescript';
import { join } from 'node:path';

export interface ExportDoc {
  readonly name: string;
  /** Where the export is declared, relative to the repository root. */
  readonly declaredIn: string;
  readonly documented: boolean;
  /** What is missing: 'tsdoc', '@example', '@public|@internal'. */
  readonly missing: readonly string[];
}

export function programFor(root: string, barrels: readonly string[]): ts.Program {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  return ts.createProgram(barrels.map((b) => join(root, b)), { ...parsed.options, noEmit: true });
}

/** Tag names across every declaration: an overload or a merged interface may carry the doc. */
function missingOf(declarations: readonly ts.Declaration[]): string[] {
  const tags = new Set<string>();
  let hasComment = false;
  for (const declaration of declarations) {
    const docs = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
    if (docs.length > 0) hasComment = true;
    for (const tag of ts.getJSDocTags(declaration)) tags.add(tag.tagName.text);
  }
  if (!hasComment) return ['tsdoc'];
  const missing: string[] = [];
  if (!tags.has('example')) missing.push('@example');
  if (!tags.has('public') && !tags.has('internal')) missing.push('@public|@internal');
  return missing;
}

interface ExportedDeclarations {
  readonly name: string;
  /** Relative to the repository root. */
  readonly declaredIn: string;
  readonly declarations: readonly ts.Declaration[];
}

/** Every export of a barrel with the declarations it resolves to (re-exports followed), sorted by name. */
function exportedDeclarations(program: ts.Program, root: string, barrel: string): ExportedDeclarations[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(root, barrel));
  const moduleSymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`cannot read the exports of ${barrel}`);
  return checker.getExportsOfModule(moduleSymbol).map((exported) => {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declarations = target.declarations ?? [];
    const file = declarations[0]?.getSourceFile().fileName ?? barrel;
    return { name: exported.name, declaredIn: file.replace(`${root}/`, ''), declarations };
  }).sort((a, b) => a.name.localeCompare(b.name));
}

export function tsdocStatusOf(program: ts.Program, root: string, barrel: string): ExportDoc[] {
  return exportedDeclarations(program, root, barrel).map(({ name, declaredIn, declarations }) => {
    const missing = missingOf(declarations);
    return { name, declaredIn, documented: missing.length === 0, missing };
  });
}

export interface ExportExamples {
  readonly name: string;
  /** Where the export is declared, relative to the repository root. */
  readonly declaredIn: string;
  /** The code of each `@example` tag (the fenced blocks when the tag has fences, else its whole text). */
  readonly examples: readonly string[];
}

/** The code of an `@example` tag: its ``` fenced blocks, or the whole text when it has none. */
export function exampleCode(text: string): string[] {
  const fenced = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return fenced.length > 0 ? fenced : [text];
}

/** The `@example` blocks of every export of a barrel, re-exports followed to their declarations. */
export function examplesOf(program: ts.Program, root: string, barrel: string): ExportExamples[] {
  return exportedDeclarations(program, root, barrel).map(({ name, declaredIn, declarations }) => ({
    name,
    declaredIn,
    examples: declarations.flatMap((declaration) => ts.getJSDocTags(declaration)
      .filter((tag) => tag.tagName.text === 'example')
      .flatMap((tag) => exampleCode(ts.getTextOfJSDocComment(tag.comment) ?? ''))),
  }));
}
