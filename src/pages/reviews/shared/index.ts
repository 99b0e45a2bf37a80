export { ReviewEntry } from './ReviewEntry';
export type { ReviewEntryCallbacks, ReviewEntryProps } from './ReviewEntry';
export { ReviewList } from './ReviewList';
export type { ReviewListProps } from './ReviewList';
export { PhotoViewer } from './PhotoViewer';
export { asShown, reviewKey, reviewPageOf, toReviewItem, toReviewReplies } from './reviewItems';
export type { LikeState, ReviewItem, ReviewReply, ShownReview } from './reviewItems';
