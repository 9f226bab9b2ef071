/** F4: corrupt cookies (the other F classes need a real browser: see README). */
import { ACCESS_COOKIE_NAME, defaultRefreshCookieName, legacyRefreshCookieNames } from '../../../adapters/token-store/session-cookie-rules';
import { always, bit, zero, type FaultClass } from '../fault-class';
import { PROJECT_ID } from '../client';
import { reachesUser, signIn } from '../kit';

const CORRUPT_REFRESH = ['not json', '{"refresh_token": 5}', '[]', 'undefined', 'null', '{"refresh_token":"","updated_at_millis":"x"}', '%E0%A4%A'];
const CORRUPT_ACCESS = ['["x"]', '{"a":1}', 'garbage', '["rt-of-someone-else","eyJ.not.a.jwt"]', '[1,2]', ''];

export const F4: FaultClass = {
  id: 'F4',
  title: 'corrupt cookies: a non-JSON refresh cookie, an access cookie ["x"], wrong types',
  oracles: [zero('crashes'), always('read_as_signed_out'), always('sign_in_works')],
  async run({ world, rng }) {
    const w = world();
    const name = rng.pick([defaultRefreshCookieName(PROJECT_ID, true), ...legacyRefreshCookieNames(PROJECT_ID)]);
    w.jar.set(name, rng.pick(CORRUPT_REFRESH));
    if (rng.chance(0.7)) w.jar.set(ACCESS_COOKIE_NAME, rng.pick(CORRUPT_ACCESS));
    let crashes = 0;
    let clients;
    try {
      clients = w.addClients(rng.int(1, 3));
    } catch {
      return { crashes: 1, read_as_signed_out: 0, sign_in_works: 0 };
    }
    const users = clients.map((c) => w.track(c.app.getUser()));
    await w.settle(users);
    crashes += users.filter((u) => u.rejected).length;
    await signIn(w, clients[0]!);
    const works = await reachesUser(w, clients[clients.length - 1]!);
    return { crashes, read_as_signed_out: bit(users.every((u) => u.fulfilled && u.value === null)), sign_in_works: bit(works) };
  },
};
