/**
 * Menu: the WAI-ARIA menu button pattern, shared by the user button, the team switcher and row actions. The trigger
 * opens it with a click, Enter, Space or ArrowDown (ArrowUp: last item); in the menu, arrows, Home and End move, Escape
 * closes and gives focus back to the trigger, Tab or a click outside closes it. Items are buttons, links (through the
 * provider's navigate when a router is given) or radio items (the current team). An optional header (name and email)
 * sits above the items, outside role="menu", and describes it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePortcullis } from '../context';

export type MenuEntry =
  | {
    readonly label: string;
    readonly icon?: ReactNode;
    /** A link item; otherwise a button running onSelect. */
    readonly href?: string;
    readonly onSelect?: () => void;
    /** A radio item (the current choice is checked). */
    readonly checked?: boolean;
    readonly danger?: boolean;
  }
  | 'separator';

export interface MenuProps {
  /** The trigger's accessible name. */
  readonly label: string;
  readonly trigger: ReactNode;
  readonly triggerClassName?: string;
  readonly header?: ReactNode;
  readonly entries: readonly MenuEntry[];
  readonly className?: string;
  readonly disabled?: boolean;
}

const ITEMS = '[role^=menuitem]';

export function Menu({ label, trigger, triggerClassName, header, entries, className, disabled }: MenuProps): ReactNode {
  const { navigate } = usePortcullis();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const headerId = useId();
  const items = (): HTMLElement[] => [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  useEffect(() => {
    if (open === false) return undefined;
    const all = items();
    (open === 'last' ? all.at(-1) : all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const outside = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useLayoutEffect(() => {
    if (open === false || popover.current === null || root.current === null) return undefined;
    const place = (): void => {
      if (popover.current !== null && root.current !== null && button.current !== null) keepInViewport(popover.current, button.current, root.current);
    };
    place();
    globalThis.addEventListener('resize', place);
    return () => globalThis.removeEventListener('resize', place);
  }, [open]);

  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent): void => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      all[(move[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  return (
    <div ref={root} className={['portcullis-menu-root', className].filter(Boolean).join(' ')}>
      <button ref={button} type="button" className={triggerClassName} aria-label={label} aria-haspopup="menu"
        aria-expanded={open !== false} aria-controls={menuId} disabled={disabled}
        onClick={() => (open === false ? setOpen('first') : close(false))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}>
        {trigger}
      </button>
      <div ref={popover} className="portcullis-popover" hidden={open === false} onKeyDown={onMenuKey}>
        {header === undefined ? null : <div id={headerId} className="portcullis-menu-header">{header}</div>}
        <ul id={menuId} role="menu" aria-label={label} aria-describedby={header === undefined ? undefined : headerId} className="portcullis-menu">
          {entries.map((entry, index) => entry === 'separator'
            ? <li key={index} role="separator" className="portcullis-separator" />
            : (
              <li key={index} role="none">
                <MenuItem entry={entry} onDone={() => close(entry.href === undefined)} navigate={navigate} />
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}

function MenuItem({ entry, onDone, navigate }: {
  readonly entry: Exclude<MenuEntry, 'separator'>; readonly onDone: () => void; readonly navigate: ((url: string) => void) | null;
}): ReactNode {
  const role = entry.checked === undefined ? 'menuitem' : 'menuitemradio';
  const className = ['portcullis-menu-item', entry.danger === true ? 'portcullis-menu-danger' : null].filter(Boolean).join(' ');
  const content = (
    <>
      {entry.icon === undefined ? null : <span className="portcullis-menu-icon">{entry.icon}</span>}
      <bdi className="portcullis-menu-label" title={entry.label}>{entry.label}</bdi>
      {entry.checked === true ? <span className="portcullis-menu-check" aria-hidden="true">✓</span> : null}
    </>
  );
  if (entry.href !== undefined) {
    const href = entry.href;
    return (
      <a role={role} tabIndex={-1} href={href} aria-checked={entry.checked} className={className}
        onClick={(event) => {
          onDone();
          if (navigate === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigate(href);
        }}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" role={role} tabIndex={-1} aria-checked={entry.checked} className={className}
      onClick={() => {
        onDone();
        entry.onSelect?.();
      }}>
      {content}
    </button>
  );
}

/** Space kept between a menu and the edges of the window. */
const EDGE = 8;

/**
 * Places an open menu inside the window (issue 32: the team switcher's menu opened 165 px off-screen to the left).
 * Its default is under the trigger, right edges aligned; when that runs past the left edge
 * it aligns left edges instead, and either way it is moved back within the window, as wide as the window allows. What
 * does not fit below the trigger scrolls inside the menu.
 */
function keepInViewport(menu: HTMLElement, trigger: HTMLElement, root: HTMLElement): void {
  const view = globalThis.document.documentElement;
  const width = Math.min(view.clientWidth, globalThis.innerWidth);
  const height = Math.min(view.clientHeight, globalThis.innerHeight);
  Object.assign(menu.style, { left: '', right: '', maxHeight: '', overflowY: '' });
  const box = trigger.getBoundingClientRect();
  const menuWidth = Math.min(menu.getBoundingClientRect().width, width - 2 * EDGE);
  let left = box.right - menuWidth;
  if (left < EDGE) left = box.left;
  left = Math.max(EDGE, Math.min(left, width - EDGE - menuWidth));
  Object.assign(menu.style, { left: `${left - root.getBoundingClientRect().left}px`, right: 'auto' }); // the menu is placed in its root
  const top = menu.getBoundingClientRect().top;
  if (top + menu.scrollHeight > height - EDGE) Object.assign(menu.style, { maxHeight: `${Math.max(120, height - EDGE - top)}px`, overflowY: 'auto' });
}
