export { StickyActionBar } from './StickyActionBar';
export type { StickyActionBarProps } from './StickyActionBar';
export type { StickyActionBarActions, StickyActionBarElevation, StickyActionBarSpacing } from './StickyActionBar.types';
