/**
 * application/README.md convention 2, checked: every internal class in application/ has ≤ 12 public members, and every
 * class ≤ 6 constructor dependencies. Size budgets apply to internal classes; the public facades and objects that mirror
 * the official SDK surface (OFFICIAL_SURFACE) keep its flat names openly, declared in the class body (no static blocks:
 * a member written onto the prototype is one go-to-definition cannot find).
 * Public member = a non-private, non-#, non-static method, accessor or property declared in the class body.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { REDIRECT_MEMBERS } from './apps/public-surface.table';

const ROOT = join(__dirname, '../..');
const APPLICATION = join(ROOT, 'application');
const CLASS_LIMIT = 12;
const CONSTRUCTOR_DEPS_LIMIT = 6;
/**
 * The public facades and objects that mirror the official SDK surface, by file, with the official object each mirrors
 * (an owner in docs/migrating-from-stack.md): their members are the official flat names (`app.redirectToSignIn`,
 * `user.setDisplayName`, `team.inviteUser`…), so the member cap does not apply. ServerUser's members sit in three classes.
 */
const OFFICIAL_SURFACE: Readonly<Record<string, string>> = {
  'application/apps/client-app.ts ClientApp': 'ClientApp',
  'application/apps/server-app.ts ServerApp': 'ServerApp',
  'application/apps/admin-app.ts AdminApp': 'AdminApp',
  'application/user/current-user.ts CurrentUser': 'CurrentUser',
  'application/server/server-user.ts ServerUserObject': 'ServerUser',
  'application/server/server-user-teams.ts ServerUserTeams': 'ServerUser',
  'application/server/server-user-account.ts ServerUserAccount': 'ServerUser',
  'application/teams/team.ts Team': 'Team',
  'application/teams/received-team-invitation.ts ReceivedTeamInvitation': 'ReceivedTeamInvitation',
  'application/teams/sent-team-invitation.ts SentTeamInvitation': 'SentTeamInvitation',
  'application/user/contact-channel.ts ContactChannel': 'ContactChannel',
  'application/user/oauth-provider.ts OAuthProvider': 'OAuthProvider',
  'application/user/connected-account.ts ConnectedAccount': 'ConnectedAccount',
};

interface ClassShape {
  readonly file: string;
  readonly name: string;
  readonly publicMembers: string[];
  readonly constructorDeps: number;
  readonly staticBlocks: number;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isHidden = (member: ts.ClassElement): boolean => {
  const modifiers = ts.canHaveModifiers(member) ? ts.getModifiers(member) ?? [] : [];
  if (modifiers.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword || m.kind === ts.SyntaxKind.StaticKeyword)) return true;
  return member.name !== undefined && ts.isPrivateIdentifier(member.name);
};

function shapesOf(file: string): ClassShape[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const shapes: ClassShape[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && node.name !== undefined) {
      const publicMembers = new Set<string>();
      let constructorDeps = 0;
      let staticBlocks = 0;
      for (const member of node.members) {
        if (ts.isConstructorDeclaration(member)) { constructorDeps = member.parameters.length; continue; }
        if (ts.isClassStaticBlockDeclaration(member)) { staticBlocks++; continue; }
        if (isHidden(member) || member.name === undefined) continue;
        publicMembers.add(member.name.getText(source));
      }
      shapes.push({ file: relative(ROOT, file), name: node.name.text, publicMembers: [...publicMembers], constructorDeps, staticBlocks });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return shapes;
}

const shapes = tsFiles(APPLICATION).flatMap(shapesOf);
const isOfficialSurface = (shape: ClassShape): boolean => `${shape.file} ${shape.name}` in OFFICIAL_SURFACE;

describe('class shape (application/README.md convention 2)', () => {
  test('the scan finds the classes, the official surface among them', () => {
    const client = shapes.find((s) => s.name === 'ClientApp')!;
    expect(client.publicMembers).toEqual(expect.arrayContaining(['getUser', 'signInWithPassword', 'signOut']));
    expect(client.publicMembers.some((m) => m.startsWith('#'))).toBe(false);
    expect(shapes.length).toBeGreaterThan(50);
    expect(shapes.filter(isOfficialSurface).map((s) => `${s.file} ${s.name}`).sort()).toEqual(Object.keys(OFFICIAL_SURFACE).sort());
  });

  test('each exempt class mirrors an official object: docs/migrating-from-stack.md maps official members to it', () => {
    const doc = readFileSync(join(ROOT, 'docs/migrating-from-stack.md'), 'utf8');
    const unmapped = [...new Set(Object.values(OFFICIAL_SURFACE))].filter((official) => !doc.includes(`| \`${official}.`));
    expect(unmapped).toEqual([]);
  });

  test.each(shapes.filter((s) => !isOfficialSurface(s)).map((s) => [`${s.file} ${s.name}`, s] as const))(
    '%s: ≤ 12 public members, ≤ 6 constructor deps', (_label, shape) => {
      expect({ name: shape.name, count: shape.publicMembers.length, over: shape.publicMembers.length > CLASS_LIMIT ? shape.publicMembers : [] })
        .toEqual({ name: shape.name, count: expect.any(Number), over: [] });
      expect(shape.constructorDeps).toBeLessThanOrEqual(CONSTRUCTOR_DEPS_LIMIT);
    },
  );

  test.each(shapes.filter(isOfficialSurface).map((s) => [s.name, s] as const))('official surface %s: no member cap, ≤ 6 constructor deps', (_name, shape) => {
    expect(shape.constructorDeps).toBeLessThanOrEqual(CONSTRUCTOR_DEPS_LIMIT);
  });

  test('members are declared, not generated: no class in application/ has a static block', () => {
    expect(shapes.filter((s) => s.staticBlocks > 0).map((s) => `${s.file} ${s.name}`)).toEqual([]);
  });
});

test('ClientApp declares exactly the official redirectToXyz names', () => {
  const declared = shapes.find((s) => s.name === 'ClientApp')!.publicMembers.filter((name) => name.startsWith('redirectTo'));
  expect(declared.sort()).toEqual([...REDIRECT_MEMBERS].sort());
});
