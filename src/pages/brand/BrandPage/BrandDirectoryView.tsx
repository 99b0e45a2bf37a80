import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { ListRow } from '../../../components/ListRow';
import { TopBar } from '../../../components/TopBar';
import { StackList } from '../../shared/lists.styles';
import { BrowsePage } from '../../shared/page.styles';
import { Panel } from './BrandPageView.styles';

export interface BrandDirectoryViewProps {
  readonly brands: readonly Brand[] | null;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
  readonly onOpenBrand?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** /m/brand without a sign: every brand as a link to its flagship; `brands` null means the call failed. */
export function BrandDirectoryView({ brands, onRetry, retrying = false, onOpenBrand }: BrandDirectoryViewProps) {
  const { t } = useTranslation('brand');
  return (
    <BrowsePage>
      <TopBar title={t('directory.title')} />
      <Panel>
        {brands === null && (
          <ErrorState title={t('error.title')} message={t('error.message')} retryLabel={t('error.retry')} retrying={retrying} onRetry={onRetry} />
        )}
        {brands?.length === 0 && <EmptyState icon="search" title={t('directory.empty')} />}
        {brands && brands.length > 0 && (
          <StackList aria-label={t('directory.title')}>
            {brands.map((brand) => {
              const href = `/m/brand/${brand.sign}`;
              return (
                <li key={brand.brand_id}>
                  <ListRow
                    variant="card"
                    align="center"
                    href={href}
                    {...(onOpenBrand ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpenBrand(href, event) } : {})}
                    imageSrc={brand.logo ?? ''}
                    mediaShape="round"
                    title={brand.name}
                  />
                </li>
              );
            })}
          </StackList>
        )}
      </Panel>
    </BrowsePage>
  );
}
