/** The argument checks of AdminApp's config-as-code methods (before anything is sent; core/arguments.ts for the rest). */
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { checkObject, checkString } from '../core/arguments';

const SOURCE_TYPES = ['pushed-from-github', 'pushed-from-unknown', 'unlinked'];
const GITHUB_FIELDS = ['owner', 'repo', 'branch', 'commitHash', 'configFilePath'] as const;

/** 'branch' or 'environment' (the project level is the service's own). */
export function checkLevel(level: unknown): void {
  if (level !== 'branch' && level !== 'environment') throw new InvalidArgumentError('level', `must be 'branch' or 'environment', got ${describeKind(level)}`);
}

/** One of the three source shapes; a GitHub one names its repository, branch, commit and file. */
export function checkSource(source: unknown): void {
  checkObject('options.source', source);
  const type = (source as { type?: unknown }).type;
  if (typeof type !== 'string' || !SOURCE_TYPES.includes(type)) {
    throw new InvalidArgumentError('options.source.type', `must be one of ${SOURCE_TYPES.join(', ')}`);
  }
  if (type === 'pushed-from-github') for (const field of GITHUB_FIELDS) checkString(`options.source.${field}`, (source as Record<string, unknown>)[field]);
}

/** An array of config keys (dot paths). */
export function checkConfigKeys(keys: unknown): void {
  if (!Array.isArray(keys)) throw new InvalidArgumentError('keys', `must be an array of config keys, got ${describeKind(keys)}`);
  keys.forEach((key: unknown, i) => checkString(`keys[${i}]`, key));
}
