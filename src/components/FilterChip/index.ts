export { FilterChip } from './FilterChip';
export type { FilterChipProps } from './FilterChip';
