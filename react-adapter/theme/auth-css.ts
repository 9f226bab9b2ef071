/** The sign-in and sign-up parts: provider buttons (brand icon at the left edge), the divider, method tabs, the code field. */
export const AUTH_CSS = `
.portcullis-providers{display:grid;gap:.625rem}
.portcullis-provider{width:100%}
.portcullis-provider svg{position:absolute;left:.875rem}
.portcullis-divider{display:flex;align-items:center;gap:.75rem;color:var(--portcullis-muted);font-size:.8125rem;margin:0}
.portcullis-divider::before,.portcullis-divider::after{content:"";flex:1;height:1px;background:var(--portcullis-subtle)}
.portcullis-tabs{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:.25rem;padding:.25rem;border-radius:10px;background:var(--portcullis-surface)}
.portcullis-tab{font:inherit;font-size:.875rem;font-weight:500;min-height:2.25rem;border:0;border-radius:7px;background:transparent;color:var(--portcullis-muted);cursor:pointer}
.portcullis-tab[aria-selected=true]{background:var(--portcullis-bg);color:var(--portcullis-fg);box-shadow:0 1px 2px rgb(0 0 0/.12),0 0 0 1px var(--portcullis-subtle)}
.portcullis-tabpanel{display:grid;gap:1rem}
.portcullis-code input{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:1.375rem;height:3.25rem;letter-spacing:.5em;text-align:center;padding-left:1.25rem}
.portcullis-sent{color:var(--portcullis-muted);text-align:center;margin:0}
.portcullis-sent strong{color:var(--portcullis-fg);font-weight:600;word-break:break-all}
.portcullis-sent .portcullis-name{max-width:calc(100% - 1em)}
.portcullis-row-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1.25rem;font-size:.9375rem;color:var(--portcullis-muted)}
`;
