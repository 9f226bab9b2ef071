/**
 * The project's rendered config (`GET /internal/config`, protocol §2.16): the project, branch and environment
 * overrides merged in that order as the service merges them (a key replaces the same key and those below it of an
 * earlier level), then applied onto an empty tree (dot keys and nested objects alike, leaf by leaf; null unsets),
 * then the schema's defaults filled in where nothing was set. The defaults are those the service (real backend
 * 2f71990) renders for a fresh project; the email themes' and templates' sources are the emulator's own.
 */
import type { EmulatorCore } from '../core';
import { listTemplates } from '../email-templates/store';
import type { ProjectRecord } from '../state/records';
import { effectiveOverride } from './store';

type Tree = Record<string, unknown>;

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

const APPS = ['authentication', 'fraud-protection', 'onboarding', 'teams', 'rbac', 'api-keys', 'payments', 'emails', 'email-api',
  'data-vault', 'webhooks', 'tv-mode', 'launch-checklist', 'catalyst', 'neon', 'convex', 'vercel', 'analytics'];

/** The service's three built-in themes (ids and names as it renders them). */
const THEMES: readonly (readonly [string, string])[] = [
  ['1df07ae6-abf3-4a40-83a5-a1a2cbe336ac', 'Default Light'],
  ['a0172b5d-cff0-463b-83bb-85124697373a', 'Default Dark'],
  ['c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f', 'Default Colorful'],
];
const themeSource = (name: string): string =>
  `import { Html, Body, Container } from '@react-email/components';\n// ${name} (the emulator's own source)\nexport function EmailTheme({ children }: { children: React.ReactNode }) {\n  return <Html><Body><Container>{children}</Container></Body></Html>;\n}\n`;

function defaults(core: EmulatorCore, project: ProjectRecord): Tree {
  const templates = Object.fromEntries(Object.entries(listTemplates(core, project)).map(([id, t]) => [id, { displayName: t.displayName, tsxSource: t.tsxSource }]));
  return {
    rbac: { permissions: {}, defaultPermissions: { teamCreator: {}, teamMember: {}, signUp: {} } },
    apiKeys: { enabled: { team: false, user: false } },
    apps: { installed: Object.fromEntries(APPS.map((app) => [app, { enabled: false }])) },
    teams: { createPersonalTeamOnSignUp: false, allowClientTeamCreation: false },
    users: { allowClientUserDeletion: false },
    onboarding: { requireEmailVerification: false },
    domains: { allowLocalhost: false, trustedDomains: {} },
    auth: {
      allowSignUp: true, password: { allowSignIn: false }, otp: { allowSignIn: false }, passkey: { allowSignIn: false },
      oauth: { accountMergeStrategy: 'link_method', providers: {} }, signUpRules: {}, signUpRulesDefaultAction: 'allow',
    },
    emails: {
      server: { isShared: true, provider: 'smtp' },
      selectedThemeId: project.config.emailTheme,
      themes: Object.fromEntries(THEMES.map(([id, name]) => [id, { displayName: name, tsxSource: themeSource(name) }])),
      templates,
    },
    payments: { blockNewPurchases: false, testMode: true, productLines: {}, products: {}, items: {} },
    dbSync: { externalDatabases: {} },
    dataVault: { stores: {} },
    analytics: { queryFolders: {} },
    customDashboards: {},
    sourceOfTruth: { type: 'hosted' },
    project: { requirePublishableClientKey: false },
  };
}

/** Sets (or, for null, removes) a dot path; an object value is applied leaf by leaf, so it merges with what is there. */
function apply(tree: Tree, path: readonly string[], value: unknown): void {
  if (isTree(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) apply(tree, [...path, ...key.split('.')], child);
    return;
  }
  let node = tree;
  for (const part of path.slice(0, -1)) {
    if (!isTree(node[part])) {
      if (value === null) return;
      node[part] = {};
    }
    node = node[part] as Tree;
  }
  const last = path.at(-1)!;
  if (value === null) delete node[last];
  else if (isTree(value)) node[last] = isTree(node[last]) ? node[last] : {};
  else node[last] = structuredClone(value);
}

/** Fills in each default the overrides left unset (records such as providers or permissions keep only what was set). */
function fillDefaults(tree: Tree, fallback: Tree): void {
  for (const [key, value] of Object.entries(fallback)) {
    if (!(key in tree)) tree[key] = structuredClone(value);
    else if (isTree(tree[key]) && isTree(value)) fillDefaults(tree[key] as Tree, value);
  }
}

/** A provider entry's defaults (upstream schema: each record entry starts from them); a type-less entry is no provider. */
const PROVIDER_DEFAULTS = { isShared: true, allowSignIn: false, allowConnectedAccounts: false };

function fillProviders(tree: Tree): void {
  const oauth = isTree(tree.auth) ? tree.auth.oauth : undefined;
  if (!isTree(oauth) || !isTree(oauth.providers)) return;
  for (const [id, entry] of Object.entries(oauth.providers)) {
    if (!isTree(entry) || typeof entry.type !== 'string') delete oauth.providers[id];
    else oauth.providers[id] = { ...PROVIDER_DEFAULTS, ...entry };
  }
}

/** The rendered config of a project, as the service's `GET /internal/config` serves it (before JSON.stringify). */
export function renderConfig(core: EmulatorCore, project: ProjectRecord): Tree {
  const tree: Tree = {};
  for (const [key, value] of Object.entries(effectiveOverride(core, project))) apply(tree, key.split('.'), value);
  fillDefaults(tree, defaults(core, project));
  fillProviders(tree);
  return tree;
}
