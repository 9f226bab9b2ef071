/** The user avatar (image or initials), in the default styles: it appears on many screens and in app headers. */
const LINE = 'var(--portcullis-subtle)';

export const AVATAR_CSS = `
.portcullis-user-avatar{display:inline-flex;align-items:center;justify-content:center;flex:none;border-radius:50%;overflow:hidden;background:var(--portcullis-surface);color:var(--portcullis-fg);font-weight:600;line-height:1;box-shadow:inset 0 0 0 1px ${LINE}}
.portcullis-user-avatar[data-initials]::before{content:attr(data-initials)}
.portcullis-avatar-square{border-radius:25%}
.portcullis-avatar-border{box-shadow:0 0 0 2px var(--portcullis-bg),0 0 0 3px var(--portcullis-border)}
.portcullis-user-avatar img{width:100%;height:100%;object-fit:cover}
`;
