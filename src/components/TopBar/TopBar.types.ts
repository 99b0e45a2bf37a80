import type { IconName } from '../Icon';

/** An icon button on the right of the top bar (share, cart, more). */
export interface TopBarAction {
  id: string;
  icon: IconName;
  /** The button's spoken name, in the shopper's language. */
  label: string;
  /** Shows a small dot (something new behind this action). */
  dot?: boolean;
}
