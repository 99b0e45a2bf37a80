export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps } from './SegmentedControl';
export type { SegmentOption } from './SegmentedControl.types';
