/** One banner: an image link. Extra fields (module_id, related_type…) travel to onBannerClick. */
export interface BannerItem {
  id: string | number;
  imageUrl: string;
  /** What the banner says or shows, for screen readers; the banner link's name. */
  alt: string;
  href: string;
}
