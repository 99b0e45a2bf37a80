export { Divider } from './Divider';
export type { DividerProps } from './Divider';
export type { DividerOrientation, DividerSpacing, DividerVariant } from './Divider.types';
