import type { PageMeta, PageTranslate } from '../../routeModule';
import type { BrandPageData } from './brandPageData';
import { pageDescription } from '../../../format/pageDescription';

function isBrandData(data: unknown): data is BrandPageData {
  return typeof data === 'object' && data !== null && 'kind' in data;
}

/** A flagship's title is the brand's name (its reviews tab says so); the directory keeps the route's title. */
export function brandMeta(data: unknown, t: PageTranslate): PageMeta | null {
  if (!isBrandData(data) || data.kind !== 'flagship' || !data.home.ok) return null;
  const { brand } = data.home;
  const name = brand.name.trim();
  if (name === '') return null;
  const description = pageDescription(brand.summary);
  return {
    title: t(data.tab === 'review' ? 'head:brandReviewsTitle' : 'head:brandTitle', { brand: name }),
    ...(description ? { description } : {}),
    ...(brand.logo ? { image: brand.logo } : {}),
  };
}
