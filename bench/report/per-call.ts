/**
 * Section 3: per-call time of get-user against one emulator over HTTP (127.0.0.1): ours vs raw fetch vs the official
 * SDK, caches bypassed (see clients.ts). Raw fetch sends the very request ours sends (URL and headers recorded from our
 * first call) and parses the JSON. Calls run one at a time in interleaved blocks; the figure is the median per call.
 */
import ky from 'ky';
import { startEmulatorServer } from '../../emulator';
import { overHttp, signUp } from '../emulator/wire-client';
import { loadOurEntry, ourGetUser, sdkGetUser, type GetUser } from './clients';
import type { FigureSection } from './figure';
import { median, ratio, timedMs } from './stats';

const BLOCKS = Number(process.env['BENCH_CALL_BLOCKS'] ?? 10);
const PER_BLOCK = Number(process.env['BENCH_CALLS_PER_BLOCK'] ?? 50);

interface Recorded { url: string; headers: Record<string, string> }

/** Runs `call` once with fetch wrapped and returns the GET /users/me it sent. */
async function recordGetMe(call: GetUser): Promise<Recorded> {
  const realFetch = globalThis.fetch;
  let seen: Recorded | undefined;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/v1/users/me') {
      seen = { url: request.url, headers: Object.fromEntries(request.headers) };
    }
    return realFetch(input, init);
  };
  try {
    await call();
  } finally {
    globalThis.fetch = realFetch;
  }
  if (seen === undefined) throw new Error('our getUser sent no GET /api/v1/users/me');
  return seen;
}

function rawFetch({ url, headers }: Recorded): GetUser {
  return async () => {
    const response = await fetch(url, { headers });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`raw fetch: ${response.status}`);
    return body;
  };
}

/**
 * The same request through ky with our adapter's options (adapters/http/ky-http.adapter.ts: the attempt's signal
 * handed to fetch through ky's fetch option): the share of our figure that is ky's.
 */
function kyFetch({ url, headers }: Recorded): GetUser {
  return async () => {
    const controller = new AbortController();
    const response = await ky(url, {
      headers, retry: 0, timeout: false, throwHttpErrors: false, credentials: 'omit', cache: 'no-store',
      fetch: (input, init) => fetch(input, { ...init, signal: controller.signal }),
    });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`ky: ${response.status}`);
    return body;
  };
}

export async function perCallSection(root: string): Promise<FigureSection> {
  const server = await startEmulatorServer({ port: 0, log: () => undefined });
  try {
    const email = 'bench-per-call@example.com';
    await signUp(overHttp, server.url, email);
    const ours = await ourGetUser(await loadOurEntry(root), server.url, email);
    const recorded = await recordGetMe(ours);
    const subjects: { subject: string; call: GetUser }[] = [
      { subject: 'Portcullis app.getUser (cache pass-through)', call: ours },
      { subject: 'raw fetch (same request, JSON parsed)', call: rawFetch(recorded) },
      { subject: '@stackframe/js 2.8.108 (getUser minus its cache)', call: await sdkGetUser(server.url, email) },
      { subject: 'ky alone (same request and options, JSON parsed)', call: kyFetch(recorded) },
    ];
    const times = subjects.map(() => [] as number[]);
    for (const { call } of subjects) for (let i = 0; i < PER_BLOCK; i += 1) await call(); // warm-up
    for (let block = 0; block < BLOCKS; block += 1) {
      const order = block % 2 === 0 ? subjects.keys() : [...subjects.keys()].reverse().values();
      for (const i of order) for (let n = 0; n < PER_BLOCK; n += 1) times[i]!.push(await timedMs(subjects[i]!.call));
    }
    const [our, raw, sdk, viaKy] = times.map(median) as [number, number, number, number];
    const round = (ms: number): number => Math.round(ms * 1000) / 1000;
    return {
      title: 'Per-call get-user over HTTP (same emulator)',
      method: `GET /api/v1/users/me, one call at a time, ${BLOCKS} interleaved blocks of ${PER_BLOCK} calls per client after ${PER_BLOCK} warm-up calls; median ms per call. Ours: app.getUser() with the app cache rebound to a pass-through (no 300 ms per-key throttle); SDK: its getUser body without the cache (_getSession → _interface.getClientUserByToken → _currentUserFromCrud). Ratio = ours ÷ theirs.`,
      target: `ours ≤ 1.1× raw fetch: ${our <= raw * 1.1 ? 'met' : 'NOT met'} (${ratio(our, raw)})`,
      rows: [
        { subject: subjects[0]!.subject, value: round(our), unit: 'ms', ratio: '' },
        { subject: subjects[1]!.subject, value: round(raw), unit: 'ms', ratio: ratio(our, raw) },
        { subject: subjects[2]!.subject, value: round(sdk), unit: 'ms', ratio: ratio(our, sdk) },
        { subject: subjects[3]!.subject, value: round(viaKy), unit: 'ms', ratio: ratio(our, viaKy), note: `our HTTP library alone (part of our figure, not a competitor): ${ratio(viaKy, raw)} raw fetch` },
      ],
    };
  } finally {
    await server.close();
  }
}
