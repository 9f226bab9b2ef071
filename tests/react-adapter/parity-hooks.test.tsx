/**
 * Issue 23's last hooks against the in-process emulator in jsdom: usePartialUser (the access token's claims, null when
 * signed out, the new user after a sign-in), useProjectPermissionDefinitions and useConfig (an admin app as the first
 * argument; a mutation made through the app re-renders them).
 * @jest-environment ./tests/support/jsdom-fetch-environment.cjs
 */
import 'reflect-metadata';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import type { AdminApp } from '../../application';
import { createAdminApp } from '../../composition/entry-memory';
import { SEED } from '../../emulator';
import { useConfig, usePartialUser, useProjectPermissionDefinitions } from '../../react-adapter';
import { reactHarness } from './harness';

const tree = (children: ReactNode) => <Suspense fallback={<p>loading</p>}>{children}</Suspense>;

function Partial() {
  const partial = usePartialUser({ from: 'token' });
  return <p aria-label="partial">{partial === null ? 'nobody' : `${partial.primaryEmail} ${partial.isAnonymous}`}</p>;
}

test('usePartialUser: null while signed out, then the signed-in user from the token', async () => {
  const h = reactHarness();
  h.show(tree(<Partial />));
  expect((await screen.findByLabelText('partial')).textContent).toBe('nobody');
  let email = '';
  await act(async () => { email = await h.signUp(); });
  await waitFor(() => expect(screen.getByLabelText('partial').textContent).toBe(`${email} false`));
  const user = await h.app.getUser({ or: 'throw' });
  expect(user.primaryEmail).toBe(email);
});

test('useProjectPermissionDefinitions and useConfig take the admin app and re-render after its mutations', async () => {
  const h = reactHarness();
  const { projectId, superSecretAdminKey } = SEED.demo;
  const admin = createAdminApp({ projectId, superSecretAdminKey }, { handler: h.emulator.handler });
  function View({ app }: { app: AdminApp }) {
    const definitions = useProjectPermissionDefinitions(app);
    const config = useConfig(app);
    const auth = config.auth as { allowSignUp: boolean };
    return <p aria-label="admin">{`${definitions.map((d) => d.id).join(',') || 'none'} ${auth.allowSignUp}`}</p>;
  }
  h.show(tree(<View app={admin} />));
  expect((await screen.findByLabelText('admin')).textContent).toBe('none true');
  await act(async () => {
    const created = await admin.projectPermissionDefinitions.create({ id: 'beta_tester' });
    if (!created.ok) throw created.error;
  });
  await waitFor(() => expect(screen.getByLabelText('admin').textContent).toBe('beta_tester true'));
  await act(async () => { await admin.updateConfig({ 'auth.allowSignUp': false }); });
  await waitFor(() => expect(screen.getByLabelText('admin').textContent).toBe('beta_tester false'));
});
