import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { ProductCard } from '../../../components/ProductCard';
import { Grid, Page, Recommendations, Title } from './NotFound.styles';
import type { RecommendedProduct } from '../../shared/notFound/recommendedProduct';

export interface NotFoundViewProps {
  /** Where "Return to homepage" goes (home, or the tourist promo page for tourists). */
  onReturnHome: () => void;
  /** The recommended products of the 404 call; none hides the section. */
  recommendations?: readonly RecommendedProduct[];
  /** A product card's link was followed (client-side navigation). */
  onOpenProduct?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A recommended product's cart button. */
  onAddToCart?: (product: RecommendedProduct) => void;
}

/** "This page could not be found", a way back home and recommended products (spec §2, §8). */
export function NotFoundView({ onReturnHome, recommendations = [], onOpenProduct, onAddToCart }: NotFoundViewProps) {
  const { t } = useTranslation('app');
  const headingId = useId();
  return (
    <Page>
      <Title>{t('notFound.title')}</Title>
      <Button onClick={onReturnHome}>{t('notFound.returnHome')}</Button>
      {recommendations.length > 0 && (
        <Recommendations aria-labelledby={headingId}>
          <Heading level={2} variant="subtitle" id={headingId}>
            {t('notFound.recommended')}
          </Heading>
          <Grid>
            {recommendations.map((product) => (
              <li key={product.id}>
                <ProductCard
                  name={product.name}
                  {...(product.brandName ? { brandName: product.brandName } : {})}
                  imageUrl={product.imageUrl}
                  price={product.price}
                  {...(product.specialPrice !== undefined ? { specialPrice: product.specialPrice } : {})}
                  status={product.status}
                  buyButton={product.buyButton}
                  href={product.href}
                  {...(onOpenProduct ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpenProduct(product.href, event) } : {})}
                  {...(onAddToCart ? { onAddToCart: () => onAddToCart(product) } : {})}
                />
              </li>
            ))}
          </Grid>
        </Recommendations>
      )}
    </Page>
  );
}
