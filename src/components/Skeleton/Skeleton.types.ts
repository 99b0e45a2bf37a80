export type SkeletonVariant = 'text' | 'image' | 'card';
