/** The app's own API (examples/node-api), called with the user's access token in an Authorization header. */
import type { CurrentUser } from 'portcullis';

export interface Me {
  readonly userId: string;
  readonly claims: { readonly sub: string; readonly selected_team_id: string | null };
}

export async function fetchMe(user: CurrentUser): Promise<Me> {
  // 'Bearer <access token>', refreshed first when it is about to expire.
  const authorization = await user.tokens.getAuthorizationHeader();
  const response = await fetch(`${import.meta.env.VITE_API_URL}/api/me`, { headers: authorization === null ? {} : { authorization } });
  const body = (await response.json()) as Me | { readonly error: string };
  if ('error' in body) throw new Error(`the API answered ${response.status} ${body.error}`);
  return body;
}
