// A Route Handler (the README's): this request's session from its cookies; a refresh is written back on the response.
import { getServerApp } from 'portcullis/next';
import { portcullisOptions } from '../../../portcullis-options';

export async function GET() {
  const app = await getServerApp(portcullisOptions);
  const user = await app.getUser();
  return Response.json({ email: user?.primaryEmail ?? null });
}
