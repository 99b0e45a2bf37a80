import type { PageMeta, PageTranslate } from '../../routeModule';
import type { SearchLoaderData } from './searchLoader';

function isSearchData(data: unknown): data is SearchLoaderData {
  return typeof data === 'object' && data !== null && typeof (data as { keyword?: unknown }).keyword === 'string';
}

/** "Search: serum" once a term was searched; the route's own title before. */
export function searchMeta(data: unknown, t: PageTranslate): PageMeta | null {
  if (!isSearchData(data) || data.keyword === '') return null;
  return { title: t('head:searchTitle', { keyword: data.keyword }) };
}
