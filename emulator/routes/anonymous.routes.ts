/** POST /auth/anonymous/sign-up (§2.8): an `is_anonymous` user whose token has aud `<project>:anon`. */
import { json } from '../http/respond';
import { defineRoute } from '../http/route';
import { insertUser } from '../state/users';
import { signInTokens } from '../tokens/sessions';

export const anonymousRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/anonymous/sign-up', access: ['client', 'server', 'admin'],
    handler: async ({ core, requireAuth }) => {
      const user = insertUser(core, requireAuth().project.id, { isAnonymous: true });
      return json(await signInTokens(core, user));
    },
  }),
];
