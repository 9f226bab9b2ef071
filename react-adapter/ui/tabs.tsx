/**
 * Tabs (WAI-ARIA tabs pattern): a tablist whose selected tab is the one in the Tab order, arrow keys, Home and End move
 * and select, and one tabpanel labelled by its tab. Only the selected panel is rendered (the other's fields would
 * otherwise carry the same labels).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly { readonly id: T; readonly label: string }[];
  readonly selected: T;
  readonly onSelect: (id: T) => void;
  readonly children?: ReactNode;
}

export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>): ReactNode {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    onSelect(tabs[index]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role=tab]')[index]?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className="portcullis-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button key={tab.id} type="button" role="tab" id={`${base}-${tab.id}`} className="portcullis-tab" aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? `${base}-panel` : undefined} tabIndex={tab.id === selected ? 0 : -1} onClick={() => onSelect(tab.id)}>
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${selected}`} className="portcullis-tabpanel">{children}</div>
    </>
  );
}
