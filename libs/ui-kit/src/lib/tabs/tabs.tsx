import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  id: string;
  label: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * A tab list with one panel. Arrow keys move and select along the reading direction (reversed in
 * right-to-left pages), Home and End jump to the ends; only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, selectedId, onSelect, children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = {
      [forward]: (selectedIndex + 1) % tabs.length,
      [backward]: (selectedIndex - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target ?? 0]?.focus();
  };

  return (
    <div className="fb-tabs">
      <div ref={listRef} className="fb-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            className="fb-tabs__tab"
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => {
              onSelect(tab.id);
            }}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="fb-tabs__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[selectedIndex]?.id ?? ''}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
