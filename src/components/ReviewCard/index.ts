export { ReviewCard } from './ReviewCard';
export type { ReviewCardProps } from './ReviewCard';
export type { ReviewPhoto, ReviewTranslation } from './ReviewCard.types';
