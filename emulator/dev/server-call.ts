/** callAsServer: a secret-server-key call of the demo project straight into an emulator's handler (setting a scene in tests and benches). */
import { SEED } from '../state/seed';

export async function callAsServer(
  handler: (request: Request) => Promise<Response>, method: string, path: string, body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await handler(new Request(`http://emulator.invalid/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json', 'x-stack-project-id': SEED.demo.projectId, 'x-stack-access-type': 'server',
      'x-stack-secret-server-key': SEED.demo.secretServerKey,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }));
  if (response.status >= 300) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}
