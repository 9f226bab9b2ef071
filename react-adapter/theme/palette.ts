/**
 * The palette: neutral greys with one accent (the primary button and the focus ring), light and dark, as CSS custom
 * properties. Contrast (WCAG 2.1): text ≥ 4.5:1 on its background, field borders ≥ 3:1 (1.4.11), in both schemes.
 * --portcullis-accent stays the one property a brand colour goes in (primary buttons, focus ring, selected tab mark).
 */
export const LIGHT = `--portcullis-bg:#ffffff;--portcullis-page:#f7f7f8;--portcullis-fg:#18181b;--portcullis-muted:#52525b;`
  + `--portcullis-border:#85858f;--portcullis-subtle:#e4e4e7;--portcullis-control:#d4d4d8;--portcullis-surface:#f4f4f5;`
  + `--portcullis-accent:#18181b;--portcullis-on-accent:#fafafa;--portcullis-error:#b91c1c;--portcullis-success:#15803d;`
  + `--portcullis-shadow:0 1px 2px rgb(0 0 0/.05),0 8px 24px -6px rgb(0 0 0/.08);color-scheme:light;`;

export const DARK = `--portcullis-bg:#121216;--portcullis-page:#0b0b0e;--portcullis-fg:#f4f4f5;--portcullis-muted:#a1a1aa;`
  + `--portcullis-border:#7c7c87;--portcullis-subtle:#2a2a31;--portcullis-control:#3f3f46;--portcullis-surface:#1f1f25;`
  + `--portcullis-accent:#f4f4f5;--portcullis-on-accent:#18181b;--portcullis-error:#f87171;--portcullis-success:#4ade80;`
  + `--portcullis-shadow:0 1px 2px rgb(0 0 0/.4),0 8px 24px -6px rgb(0 0 0/.5);color-scheme:dark;`;

// The colour rules weigh nothing (:where), so an app's own `.portcullis{--portcullis-accent:…}` overrides them wherever
// its stylesheet sits, and among themselves the last match wins: system, then an ancestor's attribute, then the screen's
// own (the provider's `colorScheme`). `color-scheme` makes the browser's own parts (scrollbars, select lists) follow.
export const PALETTE_CSS = `
:where(.portcullis){${LIGHT}}
@media (prefers-color-scheme:dark){:where(.portcullis){${DARK}}}
:where([data-portcullis-theme=dark] .portcullis){${DARK}}
:where([data-portcullis-theme=light] .portcullis){${LIGHT}}
:where(.portcullis[data-portcullis-theme=dark]){${DARK}}
:where(.portcullis[data-portcullis-theme=light]){${LIGHT}}
`;
