export { ListRow } from './ListRow';
export type { ListRowProps } from './ListRow';
export type { ListRowAlign, ListRowMediaShape, ListRowVariant } from './ListRow.types';
