/**
 * The generator: from a catalogue table, one KnownError subclass per row, each extending its parent
 * row's class, with a static `code` and a cross-realm `isInstance` that walks up the parent codes.
 */
import type { AnyCodeRow } from './catalogue-row';
import { KnownError, type KnownErrorOptions } from './known-error';
import { portcullisErrorKind } from './portcullis-error';

/** What the generator attaches to each class, before known-errors.ts gives it precise types. */
export interface GeneratedKnownErrorClass {
  new (details?: unknown, options?: KnownErrorOptions): KnownError;
  readonly code: string;
  readonly row: AnyCodeRow;
  isInstance(value: unknown): value is KnownError;
}

export interface GeneratedKnownErrors {
  readonly byCode: ReadonlyMap<string, GeneratedKnownErrorClass>;
  readonly byName: Readonly<Record<string, GeneratedKnownErrorClass>>;
}

const WORDS: Readonly<Record<string, string>> = { OAUTH: 'OAuth', WEBAUTHN: 'WebAuthn' };

/** API_KEY_REVOKED → ApiKeyRevoked; OAUTH and WEBAUTHN keep their usual capitals. */
export function pascalCaseOfCode(code: string): string {
  return code
    .split('_')
    .filter((word) => word !== '')
    .map((word) => WORDS[word] ?? word.charAt(0) + word.slice(1).toLowerCase())
    .join('');
}

/** [code, parent, grandparent, …]; stops at a repeated code, so a cyclic table cannot hang. */
export function lineageOf(table: Readonly<Record<string, { readonly parent: string | undefined }>>, code: string): string[] {
  const lineage: string[] = [];
  for (let current: string | undefined = code; current !== undefined && !lineage.includes(current); ) {
    lineage.push(current);
    current = Object.hasOwn(table, current) ? table[current]?.parent : undefined;
  }
  return lineage;
}

type MessageTable = Readonly<Record<string, { readonly message: (details: never) => string }>>;

// Empty until catalogue-messages.ts is loaded: browser bundles rebuild errors with the server's own message and
// create their few local ones with theirs (client-side-errors.ts), so they never need the table.
let installedMessages: MessageTable = {};

/** Makes `table` the wording of errors built without a message; catalogue-messages.ts calls it when loaded. */
export function installKnownErrorMessages(table: MessageTable): void {
  installedMessages = table;
}

/** Never throws: a message function given malformed details, or no installed wording, gives a plain sentence. */
function messageFor(code: string, details: unknown): string {
  try {
    const wording = Object.hasOwn(installedMessages, code) ? installedMessages[code] : undefined;
    const text = wording === undefined ? undefined : (wording.message as (d: unknown) => string)(details);
    if (typeof text === 'string') return text;
  } catch {
    // Details from a server response can be malformed; the code still says what happened.
  }
  return `The server reported the error ${code}.`;
}

/** Every generated class extends this one, so one constructor serves them all via `new.target`. */
abstract class CataloguedKnownError extends KnownError {
  constructor(details?: unknown, options?: KnownErrorOptions) {
    const own = new.target as unknown as GeneratedKnownErrorClass;
    super({
      code: own.code,
      status: own.row.status,
      details,
      message: options?.message ?? messageFor(own.code, details),
      cause: options?.cause,
    });
  }
}

function isWithin(lineages: ReadonlyMap<string, readonly string[]>, target: string, value: unknown): boolean {
  if (portcullisErrorKind(value) !== 'known') return false;
  const code: unknown = (value as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (lineages.get(code) ?? [code]).includes(target);
}

function defineStatic(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: false, writable: false, configurable: false });
}

export function defineKnownErrors(table: Readonly<Record<string, AnyCodeRow>>): GeneratedKnownErrors {
  const byCode = new Map<string, GeneratedKnownErrorClass>();
  const building = new Set<string>();
  const lineages = new Map(Object.keys(table).map((code) => [code, lineageOf(table, code)] as const));

  const build = (code: string): GeneratedKnownErrorClass => {
    const existing = byCode.get(code);
    if (existing) return existing;
    const row = table[code] as AnyCodeRow;
    // A cyclic table (caught by a unit test) must still not recurse forever here.
    const parentCode = lineages.get(code)?.[1];
    building.add(code);
    const cyclic = parentCode !== undefined && building.has(parentCode);
    const Base = (parentCode === undefined || cyclic ? CataloguedKnownError : build(parentCode)) as typeof CataloguedKnownError;
    building.delete(code);
    const Generated = class extends Base {};
    const name = pascalCaseOfCode(code);
    defineStatic(Generated, 'name', name);
    defineStatic(Generated, 'code', code);
    defineStatic(Generated, 'row', row);
    defineStatic(Generated, 'isInstance', (value: unknown) => isWithin(lineages, code, value));
    Object.defineProperty(Generated.prototype, 'name', { value: name, writable: true, configurable: true });
    const generated = Generated as unknown as GeneratedKnownErrorClass;
    byCode.set(code, generated);
    return generated;
  };

  for (const code of Object.keys(table)) build(code);
  const byName = Object.fromEntries([...byCode.values()].map((cls) => [pascalCaseOfCode(cls.code), cls]));
  return { byCode, byName };
}
