/**
 * Account settings, the user button, the team switcher and their menus (the building blocks are in base-css.ts):
 * the palette's custom properties, `--portcullis-subtle` for hairlines (dividers, list borders; the ≥ 3:1 border
 * stays on fields).
 * Sidebar from 48rem up; below, the list of pages or one page with a way back (data-view, set by AccountSettings).
 */
const LINE = 'var(--portcullis-subtle)';

export const ACCOUNT_CSS = `
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
.portcullis-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.portcullis-icon{flex:none}
.portcullis-user-avatar{display:inline-flex;align-items:center;justify-content:center;flex:none;border-radius:50%;overflow:hidden;background:var(--portcullis-surface);color:var(--portcullis-fg);font-weight:600;line-height:1;box-shadow:inset 0 0 0 1px ${LINE}}
.portcullis-user-avatar[data-initials]::before{content:attr(data-initials)}
.portcullis-avatar-square{border-radius:25%}
.portcullis-avatar-border{box-shadow:0 0 0 2px var(--portcullis-bg),0 0 0 3px var(--portcullis-border)}
.portcullis-user-avatar img{width:100%;height:100%;object-fit:cover}
.portcullis-user-button,.portcullis-team-switcher{display:inline-block;vertical-align:middle}
.portcullis-menu-root{position:relative;display:inline-block}
.portcullis-popover{position:absolute;right:0;top:calc(100% + 6px);z-index:50;min-width:17rem;max-width:min(22rem,calc(100vw - 1rem));padding:.375rem;background:var(--portcullis-bg);color:var(--portcullis-fg);border:1px solid ${LINE};border-radius:10px;box-shadow:0 12px 32px -12px rgb(0 0 0/.3),0 2px 6px rgb(0 0 0/.08);text-align:left}
.portcullis-popover[hidden]{display:none}
.portcullis-menu-header{display:flex;overflow-wrap:anywhere;gap:.75rem;align-items:center;padding:.5rem .5rem .625rem;margin-bottom:.375rem;border-bottom:1px solid ${LINE}}
.portcullis-menu{list-style:none;margin:0;padding:0}
.portcullis-menu-item{box-sizing:border-box;display:flex;align-items:center;gap:.625rem;width:100%;padding:.5rem .625rem;border:0;border-radius:6px;background:none;color:inherit;font:inherit;font-size:.9375rem;line-height:1.4;text-align:left;text-decoration:none;cursor:pointer}
.portcullis-menu-item:hover,.portcullis-menu-item:focus{background:var(--portcullis-surface)}
.portcullis .portcullis-menu-item:focus-visible{outline:2px solid var(--portcullis-accent);outline-offset:-2px}
.portcullis-menu-icon{display:inline-flex;color:var(--portcullis-muted)}
.portcullis-menu-label{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-menu-check{margin-left:.5rem;font-weight:600}
.portcullis-menu-danger,.portcullis-menu-danger .portcullis-menu-icon{color:var(--portcullis-error)}
.portcullis-separator{height:1px;margin:.375rem -.375rem;background:${LINE}}
.portcullis-menu-title{font-size:.8125rem;font-weight:600;color:var(--portcullis-muted)}
.portcullis-user-trigger{display:inline-flex;align-items:center;gap:.625rem;padding:2px;border:0;border-radius:999px;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.portcullis-user-trigger-wide{padding:2px .875rem 2px 2px}
.portcullis-user-trigger:hover .portcullis-user-avatar{box-shadow:0 0 0 2px var(--portcullis-bg),0 0 0 4px ${LINE}}
.portcullis-user-info{display:grid;min-width:0;line-height:1.35}
.portcullis-user-name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-user-email{font-size:.8125rem;color:var(--portcullis-muted)}
.portcullis-user-trigger .portcullis-user-email{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-team-trigger{display:inline-flex;align-items:center;gap:.5rem;max-width:16rem;padding:.3125rem .5rem .3125rem .3125rem;border:1px solid ${LINE};border-radius:8px;background:var(--portcullis-bg);color:var(--portcullis-fg);font:inherit;font-size:.9375rem;font-weight:500;cursor:pointer}
.portcullis-team-trigger:hover{background:var(--portcullis-surface)}
.portcullis-team-trigger>.portcullis-icon{color:var(--portcullis-muted)}
.portcullis-team-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-team-switcher .portcullis-menu-header{border:0;margin:0;padding:.375rem .625rem .25rem}
.portcullis-settings{background:var(--portcullis-bg);margin:2rem auto;border-radius:12px;display:grid;grid-template-columns:15rem minmax(0,1fr);align-items:stretch;max-width:64rem;padding:0;border:1px solid ${LINE};overflow:hidden}
.portcullis-settings-full{max-width:none;min-height:100vh;margin:0;border:0;border-radius:0}
.portcullis-settings-nav{padding:1.5rem .75rem;border-right:1px solid ${LINE}}
.portcullis-settings-nav h1{font-size:1.125rem;margin:0 .5rem 1rem}
.portcullis-nav-list{list-style:none;margin:0;padding:0;display:grid;gap:2px}
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
