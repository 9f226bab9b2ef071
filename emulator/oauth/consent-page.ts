/** The mock provider's consent page: pick a remembered account, type a new one, or deny. Plain HTML, no script. */
import type { MockAccount } from './mock-provider';

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface ConsentPageInput {
  providerId: string;
  state: string;
  projectName: string;
  scopes: string[];
  accounts: MockAccount[];
  /** Where the forms post (the page's own path). */
  action: string;
}

const hidden = (name: string, value: string): string => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function accountButton(input: ConsentPageInput, a: MockAccount): string {
  const label = `${a.accountId}${a.email === null ? '' : ` — ${a.email}${a.emailVerified ? ' (verified)' : ''}`}`;
  return `<li><form method="post" action="${escapeHtml(input.action)}">${hidden('state', input.state)}${hidden('account_id', a.accountId)}`
    + `${hidden('email', a.email ?? '')}${a.emailVerified ? hidden('email_verified', 'on') : ''}${hidden('display_name', a.displayName ?? '')}`
    + `${hidden('scopes', input.scopes.join(' '))}<button type="submit">${escapeHtml(label)}</button></form></li>`;
}

function newAccountForm(input: ConsentPageInput): string {
  return `<form method="post" action="${escapeHtml(input.action)}">${hidden('state', input.state)}
<p><label>Account id <input name="account_id" required></label></p>
<p><label>Email <input name="email" type="email"></label> <label><input type="checkbox" name="email_verified" checked> verified</label></p>
<p><label>Display name <input name="display_name"></label></p>
<p><label>Granted scopes <input name="scopes" value="${escapeHtml(input.scopes.join(' '))}" size="40"></label></p>
<p><button type="submit">Sign in</button></p></form>`;
}

export function renderConsentPage(input: ConsentPageInput): string {
  const list = input.accounts.length === 0 ? '<p>No accounts yet.</p>' : `<ul>${input.accounts.map((a) => accountButton(input, a)).join('')}</ul>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock ${escapeHtml(input.providerId)} sign-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto}li{margin:.3rem 0}</style></head><body>
<h1>Mock OAuth provider: ${escapeHtml(input.providerId)}</h1>
<p><strong>${escapeHtml(input.projectName)}</strong> asks for: <code>${escapeHtml(input.scopes.join(' '))}</code></p>
<h2>Continue as</h2>${list}
<h2>Another account</h2>${newAccountForm(input)}
<form method="post" action="${escapeHtml(input.action)}">${hidden('state', input.state)}${hidden('deny', 'true')}<button type="submit">Deny</button></form>
</body></html>`;
}
