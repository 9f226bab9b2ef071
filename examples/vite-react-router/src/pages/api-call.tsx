import type { CurrentUser } from 'portcullis';
import { useState } from 'react';
import { fetchMe } from '../api';

/** A button that asks the app's own API who the caller is, and shows the answer. */
export function ApiCall({ user }: { readonly user: CurrentUser }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const call = () => {
    fetchMe(user).then(
      (me) => setAnswer(`The API says you are ${me.userId}`),
      (error: unknown) => setAnswer(error instanceof Error ? error.message : 'the API call failed'),
    );
  };
  return (
    <section>
      <button type="button" onClick={call}>Call my API</button>
      {answer !== null && <output aria-label="API answer">{answer}</output>}
    </section>
  );
}
