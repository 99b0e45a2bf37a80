import type { PageMeta, PageTranslate } from '../../routeModule';
import type { ListPageData } from './listPageData';

/**
 * A category's list is titled by the category's name, and by the chosen sub-category's with it
 * ("Serum: Skincare"); the other lists keep their route's title.
 */
export function listMeta(data: unknown, t: PageTranslate): PageMeta | null {
  if (typeof data !== 'object' || data === null) return null;
  const { heading, filters } = data as Partial<ListPageData>;
  const category = typeof heading === 'string' ? heading.trim() : '';
  if (category === '') return null;
  const chosen = Array.isArray(filters) ? filters.find((filter) => filter.selected)?.label.trim() : undefined;
  return { title: chosen ? t('head:subcategoryTitle', { subcategory: chosen, category }) : category };
}
