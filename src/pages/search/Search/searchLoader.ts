import type { LoaderFunctionArgs } from 'react-router';
import { getSearchSuggest, searchProducts, type ApiClient, type ApiFailure } from '../../../api';
import { toRecommendedProduct, type RecommendedProduct } from '../../shared/notFound/recommendedProduct';

/** The query parameter of the submitted term (chosen: the search call's own name). */
export const KEYWORD_PARAM = 'keyword';
/**
 * The longest term searched, in characters as a reader counts them (chosen), and in UTF-16 units
 * (a letter can carry any number of marks): a longer term (a pasted page of text) is cut, so its
 * address and the search call stay far within what a server accepts.
 */
export const MAX_KEYWORD_LENGTH = 100;
export const MAX_KEYWORD_UNITS = 200;

// Created on first use: the first segmenter loads the browser's text-breaking data, a task of its own
// on a phone, which this module (imported by the search page) must not add to the page's start.
let graphemeSegmenter: Intl.Segmenter | undefined;
const graphemes = (): Intl.Segmenter => (graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** A term as searched: trimmed and cut between characters to MAX_KEYWORD_LENGTH (and MAX_KEYWORD_UNITS). */
export function keptKeyword(term: string): string {
  const trimmed = term.trim();
  // A character is at least one UTF-16 unit: a term no longer than the limit in units is kept whole,
  // without setting up a segmenter (the search page keeps the term of its address as it renders).
  if (trimmed.length <= Math.min(MAX_KEYWORD_LENGTH, MAX_KEYWORD_UNITS)) return trimmed;
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes().segment(trimmed)) {
    if (count === MAX_KEYWORD_LENGTH || kept.length + segment.length > MAX_KEYWORD_UNITS) break;
    kept += segment;
    count += 1;
  }
  // One letter longer than the whole budget: its first code points.
  if (kept === '' && trimmed !== '') kept = Array.from(trimmed).slice(0, MAX_KEYWORD_UNITS / 2).join('');
  return kept.trim();
}

/** The query parameter of a brand to search within (chosen: the search call's own name). */
export const BRAND_PARAM = 'brand_sign';

/** A part of the page that loaded, or why not (a failure is a value: the page shows it with retry). */
export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string | null };

export interface SearchLoaderData {
  /** The submitted term ('' before any search). */
  readonly keyword: string;
  /** Searching within this brand, or null for the whole shop. */
  readonly brandSign: string | null;
  /** Popular searches (the suggest call without a term). */
  readonly hot: Loaded<readonly string[]>;
  /** The results of the keyword, or null when nothing was searched yet. */
  readonly results: Loaded<readonly RecommendedProduct[]> | null;
}

function failed(failure: ApiFailure): { ok: false; message: string | null } {
  return { ok: false, message: failure.message ?? null };
}

/** Popular searches and, when a term was submitted, its results: both fetched at once. */
export async function loadSearch(client: ApiClient, url: URL, signal?: AbortSignal): Promise<SearchLoaderData> {
  const keyword = keptKeyword(url.searchParams.get(KEYWORD_PARAM) ?? '');
  const brandSign = url.searchParams.get(BRAND_PARAM)?.trim() || null;
  const options = { suppressToast: true, ...(signal ? { signal } : {}) };
  const [hot, results] = await Promise.all([
    getSearchSuggest(client, {}, options),
    keyword ? searchProducts(client, { keyword, ...(brandSign ? { brand_sign: brandSign } : {}) }, options) : Promise.resolve(null),
  ]);
  return {
    keyword,
    brandSign,
    hot: hot.ok ? { ok: true, value: hot.data.hot.map((entry) => entry.show_name) } : failed(hot),
    results: results === null ? null : results.ok ? { ok: true, value: results.data.list.map(toRecommendedProduct) } : failed(results),
  };
}

export function searchLoader({ request }: LoaderFunctionArgs, deps: { client: ApiClient }): Promise<SearchLoaderData> {
  return loadSearch(deps.client, new URL(request.url), request.signal);
}
