/**
 * Account settings, the user button and the team switcher (their own rules; the building blocks are in base-css.ts).
 */
export const ACCOUNT_CSS = `
.portcullis-section .portcullis-button+.portcullis-button{margin-left:.5rem}
.portcullis-screen>.portcullis-button:last-child{margin-top:1.5rem}
.portcullis-list{list-style:none;padding:0;display:grid;gap:.5rem}
.portcullis-row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.5rem;border:1px solid var(--portcullis-border);border-radius:8px}
.portcullis-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.portcullis-badge{font-size:.8rem;padding:0 .4rem;border-radius:6px;background:var(--portcullis-surface);color:var(--portcullis-fg)}
.portcullis-user-button{position:relative;display:inline-block;margin:0;padding:0;max-width:none}
.portcullis-avatar{width:2.5rem;height:2.5rem;border-radius:50%;border:1px solid var(--portcullis-border);background:var(--portcullis-surface);color:var(--portcullis-fg);font:inherit;cursor:pointer;overflow:hidden;padding:0}
.portcullis-avatar img{width:100%;height:100%;object-fit:cover}
.portcullis-menu{position:absolute;right:0;list-style:none;margin:.25rem 0 0;padding:.5rem;display:grid;gap:.5rem;background:var(--portcullis-bg);border:1px solid var(--portcullis-border);border-radius:8px;min-width:12rem;z-index:10}
.portcullis-team-switcher{margin:0;padding:0;max-width:none;display:inline-flex;gap:.5rem;align-items:center}
.portcullis-team-switcher select{font:inherit;padding:.25rem .5rem;border-radius:6px;border:1px solid var(--portcullis-border);background:var(--portcullis-bg);color:var(--portcullis-fg)}
.portcullis-qr svg{width:12rem;height:12rem;background:#fff;padding:.5rem;border-radius:8px}
.portcullis-secret{word-break:break-all}
`;
