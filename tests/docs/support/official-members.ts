/**
 * The official SDK's members in the scope of issue 23, read from the installed `@stackframe/react` 2.8.108 `.d.ts`
 * (a superset of `@stackframe/js`: the same types plus the `use…` hooks) with the TypeScript checker, so the migration
 * table (docs/migrating-from-stack.md) cannot rot when the pinned SDK changes. Shared by the table's test and by
 * scripts/migration-table.ts, which drafts the rows of new members.
 */
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const OFFICIAL_ENTRY = join(ROOT, 'node_modules/@stackframe/react-2.8.108/dist/index.d.ts');

/** group → the official type, and the type whose members are left to another group (ServerApp's own = minus the client app's). */
export const OFFICIAL_GROUPS: ReadonlyArray<{ readonly group: string; readonly type: string; readonly minus?: string }> = [
  { group: 'client app', type: 'StackClientApp' },
  { group: 'server app', type: 'StackServerApp', minus: 'StackClientApp' },
  { group: 'admin app', type: 'StackAdminApp', minus: 'StackServerApp' },
  { group: 'user', type: 'CurrentUser' },
  { group: 'server user', type: 'ServerUser', minus: 'CurrentUser' },
  { group: 'team', type: 'Team' },
  { group: 'server team', type: 'ServerTeam', minus: 'Team' },
  { group: 'received invitation', type: 'ReceivedTeamInvitation' },
  { group: 'sent invitation', type: 'SentTeamInvitation' },
  { group: 'contact channel', type: 'ContactChannel' },
  { group: 'team member profile', type: 'EditableTeamMemberProfile' },
  { group: 'admin project', type: 'AdminProject' },
  { group: 'owned project', type: 'AdminOwnedProject', minus: 'AdminProject' },
  { group: 'oauth provider', type: 'OAuthProvider' },
  { group: 'connected account', type: 'OAuthConnection' },
];

/**
 * Out of scope, with the reason (issue 23 counts auth, users, teams, invitations, permissions, contact channels,
 * sessions and tokens, project administration, connected accounts and the handler screens).
 */
export const EXCLUDED: ReadonlyArray<{ readonly pattern: RegExp; readonly reason: string }> = [
  { pattern: /Checkout|PaymentMethod|Subscription|Billing|Item|Product|Invoice|Transaction|Stripe|PaymentMethodConfigs|Payments/, reason: 'payments: not in the product spec' },
  { pattern: /DataVault/, reason: 'data vault: not in the product spec' },
  { pattern: /Outbox|EmailTheme|EmailDraft|ManagedEmail|EmailPreview|SentEmails|EmailDeliveryStats|EmailCapacityBoost|ChatMessages/, reason: 'email themes, drafts, outbox, delivery statistics and managed domains: the spec covers templates only (sendEmail is in, issue 30)' },
  { pattern: /SessionReplay|Analytics/, reason: 'analytics and session replays: not in the product spec' },
  { pattern: /NotificationCategor/, reason: 'notification categories: not in the product spec' },
  { pattern: /Convex/, reason: 'Convex integration: not in the product spec' },
  { pattern: /CliLogin|CliAuth/, reason: 'CLI login: not in the product spec' },
  { pattern: /Svix|Webhook/, reason: 'webhooks (Svix): not in the product spec' },
  { pattern: /WithAI$|ChatMessage/, reason: 'the AI email-template assistant: not in the product spec' },
  { pattern: /^__|^_internal|^toClientJson$|^version$/, reason: 'SDK internals' },
  { pattern: /^(emailAuthEnabled|oauthProviders|getAuthHeaders|useAuthHeaders)$/, reason: 'deprecated in the official SDK' },
];

export interface OfficialMember { readonly group: string; readonly member: string; readonly hook: boolean }

export function excludedReason(member: string): string | null {
  return EXCLUDED.find((rule) => rule.pattern.test(member))?.reason ?? null;
}

/** Every in-scope official member, by group; hooks are the `use…` members. */
export function officialMembers(): OfficialMember[] {
  const program = ts.createProgram([OFFICIAL_ENTRY], {
    strict: true, skipLibCheck: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const officialExports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(OFFICIAL_ENTRY)!)!);
  const names = (typeName: string): Set<string> => {
    const symbol = officialExports.find((e) => e.name === typeName);
    if (symbol === undefined) throw new Error(`${typeName} is not exported by the official SDK any more`);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return new Set(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target)).map((p) => p.name));
  };
  const members: OfficialMember[] = [];
  for (const { group, type, minus } of OFFICIAL_GROUPS) {
    const left = minus === undefined ? new Set<string>() : names(minus);
    for (const member of [...names(type)].sort()) {
      if (!left.has(member) && excludedReason(member) === null) members.push({ group, member, hook: /^use[A-Z]/.test(member) });
    }
  }
  return members;
}
