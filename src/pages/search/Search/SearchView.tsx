import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../components/Chip';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { SearchBar } from '../../../components/SearchBar';
import { Skeleton } from '../../../components/Skeleton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { RecommendedProduct } from '../../shared/notFound/recommendedProduct';
import { StatisticsProductCard, statisticsSourceKey, type StatisticsSource } from '../../shared/statistics';
import { ChipList, Count, Grid, Page, Section } from './SearchView.styles';
import { cartFormProps } from '../../shared/addToCart/ProductCardCartForm';

/** What the results area shows. */
export type SearchResultsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string | null }
  | { readonly status: 'ok'; readonly keyword: string; readonly products: readonly RecommendedProduct[] };

export interface SearchViewProps {
  /** A result's cart button. */
  onAddToCart?: (product: RecommendedProduct) => void;
  /** What is in the field. */
  value: string;
  onChange: (value: string) => void;
  /** A term was submitted (Enter, a history entry, a suggestion or a popular search). */
  onSearch: (term: string) => void;
  /** Past searches from the cookies, newest first (shown while the field is empty). */
  history: readonly string[];
  onClearHistory: () => void;
  /** Terms matching what is typed. */
  suggestions: readonly string[];
  /** Popular searches, shown before a search. */
  hotWords: readonly string[];
  results: SearchResultsState;
  /** Reloads the results (and popular searches) after a failure. */
  onRetry: () => void;
  onOpenProduct?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The search as the referrer of the results' click statistics (spec §7): the cards then record
   * their impressions and openings through the nearest TrackingProvider.
   */
  statistics?: StatisticsSource;
  /**
   * How the search form asks for results by itself (before the scripts run or without them): the
   * term's query parameter and the ones sent along (the brand searched within).
   */
  formFields?: { readonly name: string; readonly hidden: Readonly<Record<string, string>> };
}

/**
 * The search page: the field with history and suggestions, popular searches before the first
 * search, then the results as a product grid, an empty state, or an error with retry.
 */
export function SearchView({
  value,
  onChange,
  onSearch,
  history,
  onClearHistory,
  suggestions,
  hotWords,
  results,
  onRetry,
  onOpenProduct,
  onAddToCart,
  statistics,
  formFields,
}: SearchViewProps) {
  const { t } = useTranslation('search');
  const hotId = useId();
  const resultsId = useId();
  return (
    <Page>
      <VisuallyHidden>
        <h1>{t('title')}</h1>
      </VisuallyHidden>
      <SearchBar
        value={value}
        onChange={onChange}
        onSubmit={onSearch}
        history={history}
        onPickHistory={onSearch}
        onClearHistory={onClearHistory}
        suggestions={suggestions}
        onPickSuggestion={onSearch}
        {...(formFields ? { name: formFields.name, hiddenFields: formFields.hidden } : {})}
      />
      {results.status === 'idle' && hotWords.length > 0 && value === '' && (
        <Section aria-labelledby={hotId}>
          <Heading level={2} variant="subtitle" id={hotId}>
            {t('hot')}
          </Heading>
          <ChipList>
            {hotWords.map((word) => (
              <li key={word}>
                <Chip label={word} icon="search" onClick={() => onSearch(word)} />
              </li>
            ))}
          </ChipList>
        </Section>
      )}
      {results.status === 'loading' && <Skeleton variant="card" lines={2} label={t('loading')} />}
      {results.status === 'error' && <ErrorState onRetry={onRetry} {...(results.message ? { message: results.message } : {})} />}
      {results.status === 'ok' && results.products.length === 0 && (
        <EmptyState title={t('empty.title', { keyword: results.keyword })} description={t('empty.description')} />
      )}
      {results.status === 'ok' && results.products.length > 0 && (
        <Section aria-labelledby={resultsId}>
          <Heading level={2} variant="subtitle" id={resultsId} lines={2}>
            {t('results.title', { keyword: results.keyword })}
          </Heading>
          <Count>{t('results.count', { count: results.products.length })}</Count>
          <Grid key={statisticsSourceKey(statistics)}>
            {results.products.map((product) => (
              <li key={product.id}>
                <StatisticsProductCard
                  productId={product.id}
                  source={statistics}
                  name={product.name}
                  {...(product.brandName ? { brandName: product.brandName } : {})}
                  imageUrl={product.imageUrl}
                  price={product.price}
                  {...(product.specialPrice !== undefined ? { specialPrice: product.specialPrice } : {})}
                  status={product.status}
                  buyButton={product.buyButton}
                  href={product.href}
                  {...(onOpenProduct ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpenProduct(product.href, event) } : {})}
                  {...(onAddToCart ? cartFormProps(product.href, { team_id: product.id, quantity: 1 }, () => onAddToCart(product)) : {})}
                />
              </li>
            ))}
          </Grid>
        </Section>
      )}
    </Page>
  );
}
