export { TrackedProductCard } from './TrackedProductCard';
export type { TrackedProductCardProps } from './TrackedProductCard';
export { TrackingStatus } from './TrackingStatus';
export type { TrackingStatusProps } from './TrackingStatus';
