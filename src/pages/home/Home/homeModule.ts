import type { Banner } from '../../../api';

/** What a banner or module of the home page is (spec §3 Banner or module `type`). */
export type HomeModuleKind = 'banner' | 'module' | 'promotion';

/** A banner, module or promotion tile as the home page shows it (spec §3 Banner or module). */
export interface HomeModule {
  /** module_id. */
  readonly id: string;
  readonly kind: HomeModuleKind;
  /** origin_module_type (carousel, image, …), when the server gives it. */
  readonly originType?: string;
  readonly relatedId?: string;
  readonly relatedType?: string;
  readonly specialType?: string;
  /** bind_module_type_id: the click statistic's module_type_id. */
  readonly moduleTypeId?: string;
  readonly href: string;
  readonly imageUrl: string;
  /** What the tile says or shows (the image's text alternative). */
  readonly title: string;
}

const text = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/**
 * A banner of the banner call as a home module: `type` banner goes to the carousel, any other type
 * is a module tile; every entry of the promotion position is a promotion. Entries without an image
 * or an address are dropped (nothing to show or open), and so are those whose address `isSafeLink`
 * refuses (another site, `javascript:` …: the api client's rule for links).
 */
export function toHomeModule(banner: Banner, position: 'home' | 'promotion', isSafeLink: (target: string) => boolean): HomeModule | null {
  if (!text(banner.image) || !text(banner.url) || !isSafeLink(banner.url)) return null;
  const kind: HomeModuleKind = position === 'promotion' ? 'promotion' : banner.type === 'banner' ? 'banner' : 'module';
  return {
    id: banner.module_id,
    kind,
    ...(text(banner.origin_module_type) ? { originType: banner.origin_module_type } : {}),
    ...(text(banner.related_id) ? { relatedId: banner.related_id } : {}),
    ...(text(banner.related_type) ? { relatedType: banner.related_type } : {}),
    ...(text(banner.special_type) ? { specialType: banner.special_type } : {}),
    ...(text(banner.bind_module_type_id) ? { moduleTypeId: banner.bind_module_type_id } : {}),
    href: banner.url,
    imageUrl: banner.image,
    title: banner.title ?? '',
  };
}

/** Banners and modules in the server's sort order. */
export function sortedBanners(list: readonly Banner[]): Banner[] {
  return [...list].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
