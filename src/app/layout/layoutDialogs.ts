import type { LayoutDialog } from './layoutDialogs.types';

export type LayoutDialogAction = { readonly type: 'open'; readonly dialog: LayoutDialog } | { readonly type: 'close' };

/**
 * The layout's dialog state: one dialog at a time; opening another replaces the open one (a page
 * asking for terms while a notice shows gets the terms), closing clears it.
 */
export function layoutDialogReducer(state: LayoutDialog | null, action: LayoutDialogAction): LayoutDialog | null {
  switch (action.type) {
    case 'open':
      return action.dialog;
    case 'close':
      return state === null ? state : null;
  }
}
