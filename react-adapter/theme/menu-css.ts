/**
 * The user button, the team switcher and their menus: not in the default styles up front — those components render
 * them (menu-styles.tsx), so a sign-in page does not carry them. `--portcullis-subtle` draws hairlines.
 */
const LINE = 'var(--portcullis-subtle)';

export const MENU_CSS = `
.portcullis-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.portcullis-icon{flex:none}
.portcullis-name{display:inline-block;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom;unicode-bidi:isolate}
.portcullis-user-button,.portcullis-team-switcher{display:inline-block;vertical-align:middle}
.portcullis-team-switcher{min-width:0;max-width:100%}
.portcullis-menu-root{position:relative;display:inline-block;max-width:100%}
.portcullis-team-switcher>.portcullis-menu-root{display:block}
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
.portcullis-user-trigger{max-width:18rem;display:inline-flex;align-items:center;gap:.625rem;padding:2px;border:0;border-radius:999px;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.portcullis-user-trigger-wide{padding:2px .875rem 2px 2px}
.portcullis-user-trigger:hover .portcullis-user-avatar{box-shadow:0 0 0 2px var(--portcullis-bg),0 0 0 4px ${LINE}}
.portcullis-user-info{display:grid;min-width:0;line-height:1.35}
.portcullis-user-name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-user-email{font-size:.8125rem;color:var(--portcullis-muted)}
.portcullis-user-trigger .portcullis-user-email{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-team-trigger{display:inline-flex;align-items:center;gap:.5rem;max-width:min(16rem,100%);padding:.3125rem .5rem .3125rem .3125rem;border:1px solid ${LINE};border-radius:8px;background:var(--portcullis-bg);color:var(--portcullis-fg);font:inherit;font-size:.9375rem;font-weight:500;cursor:pointer}
.portcullis-team-trigger:hover{background:var(--portcullis-surface)}
.portcullis-team-trigger>.portcullis-icon{color:var(--portcullis-muted)}
.portcullis-team-name{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.portcullis-team-switcher .portcullis-menu-header{border:0;margin:0;padding:.375rem .625rem .25rem}
`;
