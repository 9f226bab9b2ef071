/**
 * The default look: CSS custom properties (light, dark by `prefers-color-scheme`, or forced with
 * `data-portcullis-theme="dark|light"` on any ancestor or on the screen itself, which the provider's `colorScheme`
 * sets), no framework. Override any `--portcullis-*` property, or style the `portcullis-*` classes; every screen also
 * takes a className. Colours meet WCAG 2.1 AA contrast in both themes.
 */
import type { ReactNode } from 'react';
import { ACCOUNT_CSS } from './ui/account-css';

const LIGHT = `--portcullis-bg:#ffffff;--portcullis-fg:#1b1b1f;--portcullis-muted:#4a4a55;--portcullis-border:#8a8a96;
--portcullis-accent:#0b57d0;--portcullis-on-accent:#ffffff;--portcullis-error:#b3261e;--portcullis-success:#146c2e;--portcullis-surface:#f3f3f7;color-scheme:light;`;
const DARK = `--portcullis-bg:#121216;--portcullis-fg:#ececf1;--portcullis-muted:#c4c4cf;--portcullis-border:#8d8d99;
--portcullis-accent:#a8c7fa;--portcullis-on-accent:#062e6f;--portcullis-error:#ffb4ab;--portcullis-success:#8fd6a0;--portcullis-surface:#1f1f25;color-scheme:dark;`;

// The colour rules weigh nothing (:where), so an app's own `.portcullis{--portcullis-accent:…}` overrides them wherever
// its stylesheet sits, and among themselves the last match wins: system, then an ancestor's attribute, then the screen's
// own (the provider's `colorScheme`). `color-scheme` makes the browser's own parts (scrollbars, select lists) follow.
export const PORTCULLIS_CSS = `
:where(.portcullis){${LIGHT}}
@media (prefers-color-scheme:dark){:where(.portcullis){${DARK}}}
:where([data-portcullis-theme=dark] .portcullis){${DARK}}
:where([data-portcullis-theme=light] .portcullis){${LIGHT}}
:where(.portcullis[data-portcullis-theme=dark]){${DARK}}
:where(.portcullis[data-portcullis-theme=light]){${LIGHT}}
.portcullis{color:var(--portcullis-fg);background:var(--portcullis-bg);font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:1.5rem;border-radius:12px}
.portcullis h1{font-size:1.5rem;margin:0 0 1rem}
.portcullis h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.portcullis-form-title{font-size:1rem!important;margin:0!important}
.portcullis-screen>.portcullis-button:last-child{margin-top:1.5rem}
.portcullis-section .portcullis-button+.portcullis-button{margin-left:.5rem}
.portcullis-form{display:grid;gap:.75rem;margin:1rem 0}
.portcullis-field{display:grid;gap:.25rem}
.portcullis-field input{font:inherit;padding:.5rem .625rem;border:1px solid var(--portcullis-border);border-radius:8px;background:var(--portcullis-bg);color:var(--portcullis-fg)}
.portcullis-field input[aria-invalid=true]{border-color:var(--portcullis-error);outline:1px solid var(--portcullis-error)}
.portcullis-hint{margin:0;color:var(--portcullis-muted);font-size:.9rem}
.portcullis-button{font:inherit;padding:.5rem 1rem;border-radius:8px;border:1px solid var(--portcullis-accent);background:var(--portcullis-accent);color:var(--portcullis-on-accent);cursor:pointer}
.portcullis-button:disabled{opacity:.7;cursor:progress}
.portcullis-secondary{background:transparent;color:var(--portcullis-accent)}
.portcullis-danger{background:var(--portcullis-error);border-color:var(--portcullis-error);color:var(--portcullis-bg)}
.portcullis :focus-visible{outline:3px solid var(--portcullis-accent);outline-offset:2px}
.portcullis-alert{color:var(--portcullis-error)}
.portcullis-alert:empty{display:none}
.portcullis-status{color:var(--portcullis-success)}
.portcullis-quick{display:grid;gap:.5rem}
.portcullis-divider{text-align:center;color:var(--portcullis-muted);margin:.5rem 0}
.portcullis-links{display:grid;gap:.25rem;margin-top:1rem}
.portcullis-link{color:var(--portcullis-accent)}
.portcullis-list{list-style:none;padding:0;display:grid;gap:.5rem}
.portcullis-row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.5rem;border:1px solid var(--portcullis-border);border-radius:8px}
.portcullis-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.portcullis-badge{font-size:.8rem;padding:0 .4rem;border-radius:6px;background:var(--portcullis-surface);color:var(--portcullis-fg)}
.portcullis-qr svg{width:12rem;height:12rem;background:#fff;padding:.5rem;border-radius:8px}
.portcullis-secret{word-break:break-all}
${ACCOUNT_CSS}`;

/** The default styles as a <style> element (rendered on the server too, so there is no flash of unstyled screens). */
export function PortcullisStyles(): ReactNode {
  return <style data-portcullis="">{PORTCULLIS_CSS}</style>;
}
