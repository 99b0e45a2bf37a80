export { KeyValueList, KeyValueRow } from './KeyValueRow';
export type { KeyValueListProps, KeyValueRowProps } from './KeyValueRow';
export type { KeyValueDensity } from './KeyValueRow.types';
