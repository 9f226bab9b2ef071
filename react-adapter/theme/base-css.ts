/**
 * The building blocks every screen shares: the page (full-page mode centres the card on the page colour), the card,
 * its header (brand slot, centred title, one-line lead), buttons (primary, secondary, plain, danger) with the
 * submitting spinner, fields (16 px text so iOS does not zoom, ≥ 3:1 borders, the error under the field in error,
 * which is outlined), links and the focus ring. Class names are the styling API (`portcullis-*`).
 */
export const BASE_CSS = `
.portcullis{color:var(--portcullis-fg);font:16px/1.5 var(--portcullis-font,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);-webkit-font-smoothing:antialiased;box-sizing:border-box}
.portcullis *,.portcullis *::before,.portcullis *::after{box-sizing:inherit}
.portcullis-page{min-height:100vh;min-height:100dvh;display:grid;place-items:center;padding:2rem 1rem;background:var(--portcullis-page)}
.portcullis-screen{background:var(--portcullis-bg);width:100%;max-width:32rem;margin:2rem auto;padding:1.5rem;border-radius:12px;display:flex;flex-direction:column;gap:1.25rem}
.portcullis-screen>*{margin:0}
.portcullis-card{max-width:400px;padding:2.25rem 2rem 2rem;border:1px solid var(--portcullis-subtle);box-shadow:var(--portcullis-shadow)}
.portcullis-page>.portcullis-screen{margin:0;min-width:0}
.portcullis-name{display:inline-block;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom;unicode-bidi:isolate}
@media (max-width:480px){.portcullis-page{place-items:start center;padding:2.5rem 0 1rem;background:var(--portcullis-bg)}.portcullis-card{border:0;box-shadow:none;padding:0 1.25rem;margin:1rem auto}}
.portcullis-header{display:grid;gap:.375rem;text-align:center;justify-items:center}
.portcullis-brand{unicode-bidi:isolate;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;display:flex;align-items:center;justify-content:center;gap:.5rem;font-weight:600;font-size:.9375rem;margin-bottom:.75rem;min-height:2rem}
.portcullis-brand img,.portcullis-brand svg{max-height:2.5rem;width:auto}
.portcullis h1{font-size:1.5rem;line-height:1.25;font-weight:700;letter-spacing:-.015em;margin:0}
.portcullis h2{font-size:1.125rem;font-weight:600;margin:0}
.portcullis-lead{color:var(--portcullis-muted);font-size:.9375rem;margin:0}
.portcullis-badge-icon{display:grid;place-items:center;width:3rem;height:3rem;border-radius:50%;background:var(--portcullis-surface);margin-bottom:.5rem}
.portcullis-badge-icon svg{width:1.5rem;height:1.5rem}
.portcullis-form{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem;margin:0}
.portcullis-form-title{font-size:1rem!important;margin:0!important}
.portcullis-field{display:grid;gap:.375rem}
.portcullis-label-row{display:flex;justify-content:space-between;align-items:baseline;gap:.5rem}
.portcullis-field label{font-size:.875rem;font-weight:500}
.portcullis-field input{font:inherit;font-size:16px;width:100%;height:2.75rem;padding:.5rem .75rem;border:1px solid var(--portcullis-border);border-radius:8px;background:var(--portcullis-bg);color:var(--portcullis-fg)}
.portcullis-field input:focus{border-color:var(--portcullis-accent)}
.portcullis-field input[aria-invalid=true]{border-color:var(--portcullis-error);outline:1px solid var(--portcullis-error)}
.portcullis-input{position:relative}
.portcullis-input:has(.portcullis-reveal) input{padding-right:3rem}
.portcullis-reveal{position:absolute;right:.25rem;top:.25rem;width:2.25rem;height:2.25rem;display:grid;place-items:center;border:0;border-radius:6px;background:transparent;color:var(--portcullis-muted);cursor:pointer;padding:0}
.portcullis-reveal:hover{background:var(--portcullis-surface);color:var(--portcullis-fg)}
.portcullis-reveal svg{width:1.25rem;height:1.25rem}
.portcullis-field-error{color:var(--portcullis-error);font-size:.875rem;margin:0}
.portcullis-hint{margin:0;color:var(--portcullis-muted);font-size:.875rem}
.portcullis-button{font:inherit;font-size:.9375rem;font-weight:500;display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.75rem;padding:.5rem 1rem;border-radius:8px;border:1px solid var(--portcullis-accent);background:var(--portcullis-accent);color:var(--portcullis-on-accent);cursor:pointer;text-decoration:none;position:relative}
.portcullis-form>.portcullis-button,.portcullis-stack>.portcullis-button{width:100%}
.portcullis-button:hover:not(:disabled){filter:brightness(.92)}
.portcullis-button:disabled{opacity:.6;cursor:not-allowed}
.portcullis-button[aria-busy=true]{opacity:.85;cursor:progress}
.portcullis-secondary{background:var(--portcullis-bg);color:var(--portcullis-fg);border-color:var(--portcullis-control)}
.portcullis-secondary:hover:not(:disabled){filter:none;background:var(--portcullis-surface)}
.portcullis-plain{background:transparent;color:var(--portcullis-fg);border-color:transparent}
.portcullis-plain:hover:not(:disabled){filter:none;background:var(--portcullis-surface)}
.portcullis-danger{background:var(--portcullis-error);border-color:var(--portcullis-error);color:var(--portcullis-bg)}
.portcullis-button svg{width:1.125rem;height:1.125rem;flex:none}
.portcullis-spinner{width:1rem;height:1rem;flex:none;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:portcullis-spin .7s linear infinite}
@keyframes portcullis-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.portcullis-spinner{animation-duration:2s}}
.portcullis :focus-visible{outline:2px solid var(--portcullis-accent);outline-offset:2px}
.portcullis-alert{color:var(--portcullis-error);font-size:.875rem;margin:0}
.portcullis-alert:empty{display:none}
.portcullis-status{color:var(--portcullis-success)}
.portcullis-stack{display:grid;gap:.75rem}
.portcullis-links{display:grid;gap:.25rem;text-align:center;color:var(--portcullis-muted);font-size:.9375rem}
.portcullis-links p{margin:0}
.portcullis-link{color:var(--portcullis-fg);font-weight:500;text-decoration:underline;text-underline-offset:3px;text-decoration-thickness:1px}
.portcullis-label-row .portcullis-link{font-size:.875rem;font-weight:400;color:var(--portcullis-muted)}
.portcullis-link:hover{text-decoration-thickness:2px}
.portcullis-text-button{font:inherit;font-size:inherit;background:none;border:0;padding:0;cursor:pointer;color:var(--portcullis-fg);font-weight:500;text-decoration:underline;text-underline-offset:3px}
.portcullis-text-button:disabled{opacity:.6;cursor:not-allowed}
.portcullis-loading{display:flex;justify-content:center;align-items:center;gap:.5rem;color:var(--portcullis-muted)}
.portcullis-message-body{text-align:center;color:var(--portcullis-muted);display:grid;gap:.5rem}
.portcullis-message-body p{margin:0}
.portcullis-notice{display:flex;gap:.625rem;align-items:flex-start;padding:.75rem .875rem;border-radius:10px;border:1px solid var(--portcullis-subtle);background:var(--portcullis-surface);font-size:.9375rem;text-align:left}
.portcullis-notice p{margin:0;min-width:0;color:var(--portcullis-fg)}
.portcullis-notice svg{flex:none;width:1.25rem;height:1.25rem;margin-top:.125rem}
.portcullis-notice-error{background:color-mix(in srgb,var(--portcullis-error) 7%,var(--portcullis-bg));border-color:color-mix(in srgb,var(--portcullis-error) 30%,var(--portcullis-bg))}
.portcullis-notice-error svg{color:var(--portcullis-error)}
.portcullis-notice-success{background:color-mix(in srgb,var(--portcullis-success) 7%,var(--portcullis-bg));border-color:color-mix(in srgb,var(--portcullis-success) 30%,var(--portcullis-bg))}
.portcullis-notice-success svg{color:var(--portcullis-success)}
.portcullis-code-line{text-align:center;color:var(--portcullis-muted);font-size:.875rem}
.portcullis-extra{text-align:center;color:var(--portcullis-muted);font-size:.875rem}
`;
