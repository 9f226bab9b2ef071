/**
 * `--trust <origin>`: more trusted domains for the demo project, so an app served elsewhere than localhost (a LAN
 * name, a tunnel, a staging host) can be redirected back to after sign-in. Localhost on any port is trusted already
 * (the demo project allows localhost), so a Vite or Next dev server needs no flag. Checked the way the service checks
 * a project's domains (an http(s) URL, no spaces), and only an origin: a path would not be honoured by the redirect rule.
 */
import type { EmulatorCore } from '../core';
import { urlProblems } from '../projects/field-checks';
import { SEED } from '../state/seed';

export class TrustedDomainError extends Error {
  override readonly name = 'TrustedDomainError';
}

/** The origin to trust, or a TrustedDomainError naming what is wrong with `value` (it is the user's own flag). */
export function parseTrustedDomain(value: string): string {
  const problems = urlProblems('--trust', value);
  if (problems.length > 0) throw new TrustedDomainError(`${problems.join('; ')}: '${value}'`);
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TrustedDomainError(`--trust must start with http:// or https://: '${value}'`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new TrustedDomainError(`--trust takes an origin (scheme, host and port only), e.g. https://app.example.test: '${value}'`);
  }
  return url.origin;
}

/** Adds each origin to the demo project's domains once (the demo project may be gone after a state load: then nothing). */
export function trustOnDemoProject(core: EmulatorCore, origins: readonly string[]): void {
  const demo = core.state.projects[SEED.demo.projectId];
  if (demo === undefined) return;
  for (const origin of origins) {
    if (!demo.config.domains.some((d) => d.domain === origin)) demo.config.domains.push({ domain: origin, handlerPath: '/handler' });
  }
}
