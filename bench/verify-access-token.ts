/**
 * Prints local access-token verification figures (issue 22): `server.authenticateRequest` per second on one core —
 * for tokens seen before (signature already checked, expiry re-checked) and for tokens never seen (an ES256 signature
 * check each) — next to a getUser round trip to the HTTP emulator on 127.0.0.1 (a server app built for the request,
 * as a Node handler would: `createServerApp(options, request).getUser()`), and the ratios.
 * "One core": one sequential loop (concurrency 1) in one process; the per-CPU-second figure divides by the process's
 * CPU time (every thread, WebCrypto's pool included), so it holds however the OS spreads the work.
 * Run: npm run bench:verify (BENCH_SECONDS, default 3, per loop; BENCH_TOKENS, default 2,000 distinct tokens).
 */
import 'reflect-metadata';
import { createServerApp, type ServerApp } from '../composition/entry-node';
import { SEED, startEmulatorServer } from '../emulator';
import { runLoop, type LoopResult } from './emulator/load-loop';
import { generateKeyPairSync, sign, verify } from 'node:crypto';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 3);
const TOKENS = Number(process.env['BENCH_TOKENS'] ?? 2_000);
const SESSIONS_PER_USER = 100;

interface Measured extends LoopResult {
  /** Iterations per second of process CPU time (user + system, all threads). */
  readonly perCpuSecond: number;
}

async function measure(iteration: () => Promise<void>): Promise<Measured> {
  const cpu = process.cpuUsage();
  const loop = await runLoop(iteration, SECONDS * 1000, 1);
  const used = process.cpuUsage(cpu);
  return { ...loop, perCpuSecond: loop.iterations / ((used.user + used.system) / 1e6) };
}

/** `TOKENS` access tokens of `TOKENS / 100` users, 100 sessions each, signed by the emulator. */
async function sessions(server: ServerApp): Promise<{ userId: string; token: string }[]> {
  const out: { userId: string; token: string }[] = [];
  for (let u = 0; out.length < TOKENS; u += 1) {
    const created = await server.createUser({ primaryEmail: `verify-bench-${u}@example.com`, primaryEmailAuthEnabled: true });
    if (!created.ok) throw created.error;
    for (let s = 0; s < SESSIONS_PER_USER && out.length < TOKENS; s += 1) {
      const session = await created.value.createSession();
      if (!session.ok) throw session.error;
      out.push({ userId: created.value.id, token: session.value.accessToken });
    }
  }
  return out;
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const line = (label: string, r: Measured): string =>
  `  ${label.padEnd(58)} ${r.perSecond.toFixed(0).padStart(9)}/s wall  ${r.perCpuSecond.toFixed(0).padStart(9)}/s per CPU-second  (${r.iterations} in ${r.seconds.toFixed(1)} s)`;

async function main(): Promise<void> {
  const emulator = await startEmulatorServer({ port: 0 });
  try {
    const { projectId, publishableClientKey, secretServerKey } = SEED.demo;
    const options = { projectId, publishableClientKey, secretServerKey, baseUrl: emulator.url };
    const server = createServerApp(options);
    const all = await sessions(server);
    const warm = all.slice(0, 100);
    for (const { token } of warm) {
      const first = await server.authenticateRequest(bearer(token)); // fetches the JWKS once, then caches the token
      if (!first.ok) throw first.error;
    }
    let i = 0;
    const seen = await measure(async () => {
      const r = await server.authenticateRequest(bearer(warm[i++ % warm.length]!.token));
      if (!r.ok) throw r.error;
    });
    // More distinct tokens than the verified-token cache holds (1,000), in a cycle: every one is a miss.
    let j = 0;
    const unseen = await measure(async () => {
      const r = await server.authenticateRequest(bearer(all[j++ % all.length]!.token));
      if (!r.ok) throw r.error;
    });
    let k = 0;
    const roundTrip = await measure(async () => {
      const user = await createServerApp(options, bearer(warm[k++ % warm.length]!.token)).getUser();
      if (user === null) throw new Error('getUser: no user');
    });
    // The ceiling for never-seen tokens on this CPU: bare P-256 signature checks, no JWT parsing, no claims, no cache.
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const signed = Buffer.from(warm[0]!.token.split('.').slice(0, 2).join('.'));
    const signature = sign('sha256', signed, { key: privateKey, dsaEncoding: 'ieee-p1363' });
    const bare = await measure(async () => {
      if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)) throw new Error('bare verify failed');
    });
    console.log(`Access-token verification (${SECONDS} s per loop, concurrency 1; Node ${process.version}; ${all.length} distinct tokens)`);
    console.log(line('authenticateRequest, token seen before (expiry check only)', seen));
    console.log(line('authenticateRequest, token never seen (ES256 signature check)', unseen));
    console.log(line('bare P-256 verify, node:crypto (ceiling for never-seen tokens)', bare));
    console.log(line('getUser round trip to the HTTP emulator (per-request app)', roundTrip));
    const times = (a: Measured, b: Measured): string => `${(a.perSecond / b.perSecond).toFixed(1)}× wall, ${(a.perCpuSecond / b.perCpuSecond).toFixed(1)}× per CPU-second`;
    console.log(`  ratio, seen before ÷ round trip:  ${times(seen, roundTrip)}`);
    console.log(`  ratio, never seen ÷ round trip:   ${times(unseen, roundTrip)}`);
    console.log('  (goal: ≥ 20,000/s on one core and ≥ 50× a getUser round trip)');
  } finally {
    await emulator.close();
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
