/**
 * The `source` of a branch override (upstream branchConfigSourceSchema: a union of three objects) and the service's
 * wording when it matches none of them. The emulator keeps no branch history, so a valid source is only checked.
 */
import { printedValue } from './printed';

const GITHUB_FIELDS = ['owner', 'repo', 'branch', 'commit_hash', 'config_file_path'] as const;
const VARIANTS: ReadonlyArray<{ type: string; fields: readonly string[] }> = [
  { type: 'pushed-from-github', fields: GITHUB_FIELDS },
  { type: 'pushed-from-unknown', fields: [] },
  { type: 'unlinked', fields: [] },
];

function fieldProblem(where: string, value: unknown): string | undefined {
  if (value === undefined) return `${where} must be defined`;
  if (typeof value !== 'string') return `${where} must be a \`string\` type, but the final value was: \`${printedValue(value)}\`.`;
  return undefined;
}

function variantProblems(source: unknown, variant: { type: string; fields: readonly string[] }): string[] {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    return [`body.source must be a \`object\` type, but the final value was: \`${printedValue(source)}\`.`];
  }
  const record = source as Record<string, unknown>;
  const problems: string[] = [];
  if (record.type === undefined) problems.push('body.source.type must be defined');
  else if (record.type !== variant.type) problems.push(`body.source.type must be one of the following values: ${variant.type}`);
  for (const field of variant.fields) {
    const problem = fieldProblem(`body.source.${field}`, record[field]);
    if (problem !== undefined) problems.push(problem);
  }
  const unknown = Object.keys(record).filter((k) => k !== 'type' && !variant.fields.includes(k));
  if (unknown.length > 0) problems.push(`body.source contains unknown properties: ${unknown.join(', ')}`);
  return problems;
}

/** undefined when `source` is absent or one of the three shapes, else the service's one validation line. */
export function sourceProblem(source: unknown): string | undefined {
  if (source === undefined) return undefined;
  if (source === null) return 'body.source cannot be null';
  const all = VARIANTS.map((v) => variantProblems(source, v));
  if (all.some((problems) => problems.length === 0)) return undefined;
  // Two spaces less than the service prints: schemaErrorOf indents every continuation line by two (its deindent).
  const schemas = all.map((problems, i) => [`  Schema ${i}:`, ...problems.map((p) => `    ${p}`)].join('\n'));
  return ['body.source is not matched by any of the provided schemas:', ...schemas].join('\n');
}
