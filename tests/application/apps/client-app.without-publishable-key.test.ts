/**
 * A client app without a publishable key (issue 31), as the official SDK allows: its requests carry no key, which a
 * project serves unless its config sets `project.requirePublishableClientKey`; then they throw the typed error.
 */
import 'reflect-metadata';
import { KnownErrors } from '../../../domain/errors/known-errors';
import { SEED } from '../../../emulator';
import { appHarness, PASSWORD, uniqueEmail } from './app-harness';

// Overrides the harness's demo key with none (undefined: as if the option were not given).
const KEYLESS = { projectId: SEED.demo.projectId, publishableClientKey: undefined };

describe('a client app without a publishable key', () => {
  test('signs up, signs in and reads its user on a project that does not require one; no key header is sent', async () => {
    const h = appHarness({ options: KEYLESS });
    const email = uniqueEmail('keyless');
    const signedUp = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
    if (!signedUp.ok) throw signedUp.error;
    expect((await h.app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
    expect(h.wire.length).toBeGreaterThan(0);
    for (const request of h.wire) expect(request.headers['x-stack-publishable-client-key']).toBeUndefined();
  });

  test('gets PublishableClientKeyRequiredForProject where the project requires a key', async () => {
    const h = appHarness({ options: KEYLESS });
    h.emulator.state.projects[SEED.demo.projectId]!.config.requirePublishableClientKey = true;
    // A set-up mistake, not an outcome of the call: thrown, as every error outside a method's expected ones.
    await expect(h.app.signUpWithPassword({ email: uniqueEmail('keyless-refused'), password: PASSWORD, noRedirect: true }))
      .rejects.toBeInstanceOf(KnownErrors.PublishableClientKeyRequiredForProject);
  });
});
