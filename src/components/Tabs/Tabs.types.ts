export interface TabItem {
  id: string;
  label: string;
  disabled?: boolean;
}

/** automatic: arrow keys select as they move; manual: arrows move focus, Enter or Space selects. */
export type TabsActivation = 'automatic' | 'manual';
