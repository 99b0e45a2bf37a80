import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useLoaderData, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { getSearchSuggest, saveSearchLog } from '../../../api';
import { useApiClient, useRequestCookies } from '../../../session';
import { cartItemOf } from '../../shared/notFound/recommendedProduct';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useShopNavigation } from '../../shared/navigation';
import { clearSearchHistory, readSearchHistory, recordSearch } from './searchHistoryStore';
import { BRAND_PARAM, KEYWORD_PARAM, keptKeyword, type SearchLoaderData } from './searchLoader';
import { SearchView, type SearchResultsState } from './SearchView';

/** spec §7 refer_from of the results' click statistics: the route's name (route.ts). */
export const SEARCH_REFER_FROM = 'search';

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DELAY_MS = 250;

/** The address of a search (what the search log keeps as url). */
export function searchHref(term: string, brandSign: string | null): string {
  const query = new URLSearchParams({ [KEYWORD_PARAM]: term, ...(brandSign ? { [BRAND_PARAM]: brandSign } : {}) });
  return `/m/search?${query.toString()}`;
}

/**
 * The search route: history in cookies, suggestions while typing, the search log, results from the
 * loader, and the results' click statistics (refer_from search, refer_from_id the keyword).
 */
export function Search() {
  const data = useLoaderData() as SearchLoaderData;
  const client = useApiClient();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const shopNavigation = useShopNavigation();
  const cart = useGridAddToCart();
  const [value, setValue] = useState(data.keyword);
  const readCookies = useRequestCookies();
  // Read through the request's cookies, so the server renders the history the browser will.
  const [history, setHistory] = useState(() => readSearchHistory(data.brandSign, { cookie: readCookies() }));
  const [suggested, setSuggested] = useState<{ term: string; list: readonly string[] }>({ term: '', list: [] });
  const [shownKeyword, setShownKeyword] = useState(data.keyword);

  // A new search (back, forward, a link) shows its own term.
  if (shownKeyword !== data.keyword) {
    setShownKeyword(data.keyword);
    setValue(data.keyword);
  }

  // What the suggestions are asked for: the term as it would be searched (a pasted page of text is cut).
  const typed = keptKeyword(value);
  const wantsSuggestions = typed !== '' && typed !== data.keyword;
  useEffect(() => {
    if (!wantsSuggestions) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void getSearchSuggest(client, { keyword: typed }, { signal: controller.signal, suppressToast: true }).then((result) => {
        if (result.ok) setSuggested({ term: typed, list: result.data.suggest.map((entry) => entry.show_name) });
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, wantsSuggestions, client]);
  const suggestions = wantsSuggestions && suggested.term === typed ? suggested.list : [];

  const onSearch = (entered: string) => {
    const term = keptKeyword(entered);
    if (term === '') return;
    const href = searchHref(term, data.brandSign);
    setValue(term);
    setHistory(recordSearch(term, data.brandSign));
    // spec §7 search-log save (name, url); the search goes on whatever it answers.
    void saveSearchLog(client, { name: term, url: href }, { suppressToast: true });
    void navigate(href);
  };

  const statistics = useMemo(() => ({ referFrom: SEARCH_REFER_FROM, referFromId: data.keyword }), [data.keyword]);

  const searching = navigation.state === 'loading' && navigation.location.pathname === '/m/search';
  const results: SearchResultsState = searching
    ? { status: 'loading' }
    : data.results === null
      ? { status: 'idle' }
      : data.results.ok
        ? { status: 'ok', keyword: data.keyword, products: data.results.value }
        : { status: 'error', message: data.results.message };

  return (
    <>
      <SearchView
        value={value}
        onChange={setValue}
        onSearch={onSearch}
        history={history}
        onClearHistory={() => {
          clearSearchHistory(data.brandSign);
          setHistory([]);
        }}
        suggestions={suggestions}
        hotWords={data.hot.ok ? data.hot.value : []}
        results={revalidator.state === 'loading' ? { status: 'loading' } : results}
        onRetry={() => void revalidator.revalidate()}
        onOpenProduct={(href: string, event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          shopNavigation.go(href);
        }}
        onAddToCart={(product) => cart.add(cartItemOf(product, 'search'))}
        statistics={statistics}
        formFields={{ name: KEYWORD_PARAM, hidden: data.brandSign ? { [BRAND_PARAM]: data.brandSign } : {} }}
      />
      <CartFullDialog actorRef={cart.actorRef} />
    </>
  );
}
