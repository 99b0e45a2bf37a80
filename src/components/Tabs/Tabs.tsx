import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { List, Panel, Tab } from './Tabs.styles';
import type { TabItem, TabsActivation } from './Tabs.types';

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The selected tab; its content is `children`. */
  selectedId: string;
  onSelect: (id: string) => void;
  /** Names the tab list for screen readers ("Brand sections"). */
  label: string;
  children: ReactNode;
  activation?: TabsActivation;
  /** Share the width among the tabs (two to four short tabs); otherwise they scroll sideways. */
  stretch?: boolean;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the whole list (roving tabindex), Left and Right
 * move between tabs (wrapping), Home and End jump to the ends, disabled tabs are skipped, and the
 * one tab panel is named by the selected tab.
 */
export function Tabs({
  tabs,
  selectedId,
  onSelect,
  label,
  children,
  activation = 'automatic',
  stretch = false,
}: TabsProps) {
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const stopId = focusedId ?? selectedId;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = enabled.findIndex((tab) => tab.id === (focusedId ?? selectedId));
    const last = enabled.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: from >= last ? 0 : from + 1,
      ArrowLeft: from <= 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    const target = index === undefined ? undefined : enabled[index];
    if (!target) return;
    event.preventDefault();
    setFocusedId(target.id);
    refs.current.get(target.id)?.focus();
    if (activation === 'automatic' && target.id !== selectedId) onSelect(target.id);
  };

  return (
    <div>
      <List
        role="tablist"
        aria-label={label}
        $stretch={stretch}
        onKeyDown={move}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
        }}
      >
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={tab.id === stopId ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => {
                setFocusedId(tab.id);
                if (!selected) onSelect(tab.id);
              }}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selectedId)} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}
