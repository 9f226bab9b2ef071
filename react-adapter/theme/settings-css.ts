/**
 * Account settings and team pages: not in the default styles up front — the lazily loaded screens render them
 * (settings-styles.tsx), so an app whose first page is a sign-in form does not carry them. `--portcullis-subtle`
 * draws hairlines (dividers, list borders; the ≥ 3:1 border stays on fields).
 * Sidebar from 48rem up; below, the list of pages or one page with a way back (data-view, set by AccountSettings).
 */
const LINE = 'var(--portcullis-subtle)';

export const SETTINGS_CSS = `
.portcullis-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.portcullis-qr svg{width:12rem;height:12rem;background:#fff;padding:.5rem;border-radius:8px}
.portcullis-secret{word-break:break-all}
.portcullis-session{display:grid;line-height:1.35}
.portcullis-session-seen{font-size:.8125rem;color:var(--portcullis-muted)}
.portcullis-new-key{display:grid;gap:.5rem;padding:.75rem 1rem;border:1px solid var(--portcullis-subtle);border-radius:8px;background:var(--portcullis-surface)}
.portcullis-new-key p{margin:0;font-size:.875rem}
.portcullis-select{font:inherit;height:2.75rem;padding:0 .75rem;border:1px solid var(--portcullis-border);border-radius:8px;background:var(--portcullis-bg);color:var(--portcullis-fg)}
.portcullis-totp{display:grid;gap:.75rem;font-size:.875rem}
.portcullis-totp>*{margin:0}
.portcullis-settings{background:var(--portcullis-bg);margin:2rem auto;border-radius:12px;display:grid;grid-template-columns:15rem minmax(0,1fr);align-items:stretch;max-width:64rem;padding:0;border:1px solid ${LINE};overflow:hidden}
.portcullis-settings-full{max-width:none;min-height:100vh;margin:0;border:0;border-radius:0}
.portcullis-settings-nav{padding:1.5rem .75rem;border-right:1px solid ${LINE}}
.portcullis-settings-nav h1{font-size:1.125rem;margin:0 .5rem 1rem}
.portcullis-nav-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:2px}
.portcullis-nav-link{display:flex;align-items:center;gap:.625rem;padding:.4375rem .5rem;border-radius:6px;color:var(--portcullis-fg);font-size:.9375rem;text-decoration:none}
.portcullis-nav-link:hover,.portcullis-nav-link[aria-current=page]{background:var(--portcullis-surface)}
.portcullis-nav-link[aria-current=page]{font-weight:600}
.portcullis-nav-icon{display:inline-flex;color:var(--portcullis-muted)}
.portcullis-nav-title{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-nav-next{display:none;color:var(--portcullis-muted)}
.portcullis-nav-label{margin:1.5rem .5rem .375rem;font-size:.8125rem;font-weight:600;color:var(--portcullis-muted)}
.portcullis-settings-page{min-width:0;max-width:46rem;padding:2rem 2.5rem 3rem}
.portcullis-back{display:none}
.portcullis-settings h2{font-size:1.25rem;margin:0}
.portcullis-settings h2:focus{outline:none}
.portcullis-section-description{margin:.25rem 0 1.5rem;color:var(--portcullis-muted);font-size:.9375rem}
.portcullis-setting{padding:1.125rem 0;border-top:1px solid ${LINE}}
.portcullis-setting-head{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
.portcullis-setting-text{flex:1 1 14rem;min-width:0}
.portcullis-setting h3{font-size:.9375rem;font-weight:600;margin:0}
.portcullis-setting-text p{margin:.125rem 0 0;font-size:.875rem;color:var(--portcullis-muted)}
.portcullis .portcullis-setting>*+*{margin-top:.75rem}
.portcullis .portcullis-small{min-height:2rem;padding:.3125rem .75rem;font-size:.875rem;line-height:1.4;border-radius:6px;white-space:nowrap}
.portcullis .portcullis-danger-outline{color:var(--portcullis-error)}
.portcullis-danger-zone{margin-top:2rem;padding:0 1rem;border:1px solid var(--portcullis-error);border-radius:10px}
.portcullis-danger-zone .portcullis-setting{border:0}
.portcullis-list-box{list-style:none;margin:0;padding:0;border:1px solid ${LINE};border-radius:8px}
.portcullis-list-row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;min-height:2.75rem;padding:.375rem .5rem .375rem .75rem}
.portcullis-list-row+.portcullis-list-row{border-top:1px solid ${LINE}}
.portcullis-list-main{flex:1;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;min-width:0;overflow-wrap:anywhere}
.portcullis-list-row>.portcullis-alert,.portcullis-list-row>.portcullis-status{flex-basis:100%}
.portcullis-badge{font-size:.75rem;font-weight:500;padding:.0625rem .5rem;border-radius:999px;background:var(--portcullis-surface);color:var(--portcullis-fg);border:1px solid ${LINE}}
.portcullis-badge-strong{background:var(--portcullis-fg);color:var(--portcullis-bg);border-color:var(--portcullis-fg)}
.portcullis-icon-button{display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;padding:0;border:0;border-radius:6px;background:none;color:var(--portcullis-fg);cursor:pointer}
.portcullis-icon-button:hover,.portcullis-icon-button[aria-expanded=true]{background:var(--portcullis-surface)}
.portcullis-form-inline{grid-template-columns:minmax(0,1fr) auto;margin:0}
.portcullis-form-inline>.portcullis-alert,.portcullis-form-inline>.portcullis-status{grid-column:1/-1;order:2;margin:0}
.portcullis-form-buttons{display:flex;gap:.5rem}
.portcullis-setting .portcullis-form{margin:0}
@media (max-width:47.99rem){
.portcullis-settings{grid-template-columns:minmax(0,1fr);margin:0;max-width:none;border:0;border-radius:0}
.portcullis-settings[data-view=detail] .portcullis-settings-nav,.portcullis-settings[data-view=list] .portcullis-settings-page{display:none}
.portcullis-settings-nav{padding:1.25rem 1rem;border:0}
.portcullis-settings-nav h1{font-size:1.5rem;margin:0 0 1rem}
.portcullis-nav-list{gap:0;border:1px solid ${LINE};border-radius:10px;overflow:hidden}
.portcullis-nav-list li+li{border-top:1px solid ${LINE}}
.portcullis-nav-link{padding:.875rem .875rem;border-radius:0;font-size:1rem}
.portcullis-nav-link[aria-current=page]{background:none;font-weight:inherit}
.portcullis-nav-next{display:inline-flex}
.portcullis-nav-label{margin:1.5rem 0 .5rem}
.portcullis-settings-page{padding:.75rem 1rem 2rem}
.portcullis-back{display:inline-flex;align-items:center;gap:.25rem;margin:0 0 .75rem -.25rem;padding:.375rem .25rem;color:var(--portcullis-fg);font-size:.9375rem;text-decoration:none}
.portcullis-form-inline{grid-template-columns:minmax(0,1fr)}
.portcullis-setting-text{flex-basis:calc(100% - 5rem)}
}
`;
