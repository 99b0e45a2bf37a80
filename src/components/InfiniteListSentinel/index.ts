export { InfiniteListSentinel } from './InfiniteListSentinel';
export type { InfiniteListSentinelProps } from './InfiniteListSentinel';
export type { InfiniteListMode, InfiniteListStatus } from './InfiniteListSentinel.types';
