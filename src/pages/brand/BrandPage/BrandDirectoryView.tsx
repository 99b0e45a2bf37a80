import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { TopBar } from '../../../components/TopBar';
import { BrandRow, Page, Panel, Stack } from './BrandPageView.styles';

/** The logo's intrinsic size (reserved before it loads). */
const LOGO_SIZE = 48;

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
    <Page>
      <TopBar title={t('directory.title')} />
      <Panel>
        {brands === null && (
          <ErrorState title={t('error.title')} message={t('error.message')} retryLabel={t('error.retry')} retrying={retrying} onRetry={onRetry} />
        )}
        {brands?.length === 0 && <EmptyState icon="search" title={t('directory.empty')} />}
        {brands && brands.length > 0 && (
          <Stack aria-label={t('directory.title')}>
            {brands.map((brand) => {
              const href = `/m/brand/${brand.sign}`;
              return (
                <li key={brand.brand_id}>
                  <BrandRow href={href} {...(onOpenBrand ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onOpenBrand(href, event) } : {})}>
                    <img src={brand.logo ?? ''} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
                    <span>{brand.name}</span>
                  </BrandRow>
                </li>
              );
            })}
          </Stack>
        )}
      </Panel>
    </Page>
  );
}
