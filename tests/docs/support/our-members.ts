/**
 * Resolves a member path of ours (`ClientApp.signInWithPassword`, `CurrentUser.teams.list`, `react:useTeams`) against
 * the public barrels (application/index.ts, react-adapter/index.ts) with the TypeScript checker: a row of the migration
 * table that says we have it must name something that exists.
 */
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const APPLICATION = join(ROOT, 'application/index.ts');
const REACT = join(ROOT, 'react-adapter/index.ts');

export function ourMembers(): (path: string) => boolean {
  const program = ts.createProgram([APPLICATION, REACT], {
    strict: true, skipLibCheck: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, experimentalDecorators: true, emitDecoratorMetadata: true,
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file: string) => checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
  const app = exportsOf(APPLICATION);
  const react = exportsOf(REACT);
  const typeOf = (symbol: ts.Symbol): ts.Type => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) return checker.getDeclaredTypeOfSymbol(target);
    return checker.getTypeOfSymbol(target);
  };
  return (path) => {
    if (path.startsWith('react:')) return react.some((e) => e.name === path.slice('react:'.length));
    const [head, ...rest] = path.split('.');
    const root = app.find((e) => e.name === head);
    if (root === undefined) return false;
    let type = typeOf(root);
    for (const segment of rest) {
      const property = checker.getPropertyOfType(checker.getNonNullableType(type), segment);
      if (property === undefined) return false;
      type = checker.getTypeOfSymbol(property);
    }
    return true;
  };
}
