import type { PageMeta, PageTranslate, StorefrontRouteHandle } from '../../pages/routeModule';

/** What the head needs of a matched route: react-router's server context and `useMatches()` both give it. */
export interface HeadMatch {
  readonly handle?: unknown;
  readonly data?: unknown;
}

/** The document's title and description, and what the page said of itself (link previews). */
export interface PageHead {
  /** The whole `<title>`: the page's own title and the shop's name. */
  readonly title: string;
  readonly description: string;
  /** The page's fields (its title alone, picture, price); null for a document without a named route. */
  readonly page: PageMeta | null;
}

type HeadHandle = Partial<Pick<StorefrontRouteHandle, 'name' | 'meta'>>;

function handleOf(handle: unknown): HeadHandle {
  if (typeof handle !== 'object' || handle === null) return {};
  const { name, meta } = handle as Record<string, unknown>;
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof meta === 'function' ? { meta: meta as StorefrontRouteHandle['meta'] } : {}),
  };
}

/**
 * The head of the deepest matched page: the title and description its handle's `meta` gives for
 * its loader data, else the route's own title (`head:titles.<route name>`, one per route of the
 * table, in every language). A page that failed (`failedStatus`) is titled by its failure: "Page
 * not found" for 404, the error page's title otherwise. The same function names the document on
 * the server and after each navigation in the browser.
 */
export function pageHeadOf(matches: readonly HeadMatch[], t: PageTranslate, failedStatus?: number): PageHead {
  const site = t('meta.siteName');
  const headOf = (page: PageMeta): PageHead => ({
    title: t('meta.pageTitle', { page: page.title, site }),
    description: page.description ?? t('head:pageDescription', { page: page.title, site }),
    page,
  });
  if (failedStatus !== undefined) {
    return headOf({ title: failedStatus === 404 ? t('head:titles.not-found') : t('error.title') });
  }
  const deepestFirst = [...matches].reverse();
  for (const match of deepestFirst) {
    const page = handleOf(match.handle).meta?.(match.data, t);
    if (page && page.title.trim() !== '') return headOf(page);
  }
  for (const match of deepestFirst) {
    const { name } = handleOf(match.handle);
    if (name !== undefined) return headOf({ title: t(`head:titles.${name}`) });
  }
  return { title: site, description: t('meta.description'), page: null };
}
