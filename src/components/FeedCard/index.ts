export { FeedCard } from './FeedCard';
export type { FeedCardProps } from './FeedCard';
