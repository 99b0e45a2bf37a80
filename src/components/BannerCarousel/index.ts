export { BannerCarousel } from './BannerCarousel';
export type { BannerCarouselProps } from './BannerCarousel';
export type { BannerItem } from './BannerCarousel.types';
