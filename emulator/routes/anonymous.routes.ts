/** POST /auth/anonymous/sign-up (§2.8): an `is_anonymous` user whose token has aud `<project>:anon`. */
import { json } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { insertUser } from '../state/users';
import { signInTokens } from '../tokens/sessions';

export const anonymousRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/anonymous/sign-up', access: ALL_ACCESS,
    handler: async ({ core, requireAuth }) => {
      const user = insertUser(core, requireAuth().project.id, { isAnonymous: true });
      return json(await signInTokens(core, user));
    },
  }),
];
