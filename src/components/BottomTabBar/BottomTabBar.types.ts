import type { IconName } from '../Icon';

export interface BottomTabItem {
  id: string;
  label: string;
  icon: IconName;
  href: string;
  /** A count (shown up to 99, then 99+) or a dot for "something new". Zero shows nothing. */
  badge?: number | 'dot';
}

/** `fixed` to the bottom of the screen (default), or `static` where the host lays it out. */
export type BottomTabBarPosition = 'fixed' | 'static';
