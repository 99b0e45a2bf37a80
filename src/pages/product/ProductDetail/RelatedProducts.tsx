import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';
import type { RecommendedProduct } from '../../shared/notFound/recommendedProduct';
import { StatisticsProductCard, type StatisticsSource } from '../../shared/statistics';
import { Body, Grid } from './ProductDetailView.styles';

export interface RelatedProductsProps {
  /** spec §3 relatedShopCount: other shops that sell this product. */
  relatedShopCount: number;
  products: readonly RecommendedProduct[];
  onOpenProduct: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The product page as the referrer of the cards' click statistics (spec §7); none: the cards record nothing. */
  statistics?: StatisticsSource | undefined;
}

/** Related shops (how many other shops sell it) and related products as cards. */
export function RelatedProducts({ relatedShopCount, products, onOpenProduct, statistics }: RelatedProductsProps) {
  const { t } = useTranslation('product');
  if (products.length === 0 && relatedShopCount === 0) return null;
  return (
    <Section title={t('related.heading')}>
      {relatedShopCount > 0 && <Body $muted>{t('related.shops', { count: relatedShopCount })}</Body>}
      {products.length > 0 && (
        <Grid>
          {products.map((product) => (
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
                onOpen={(event) => onOpenProduct(product.href, event)}
              />
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
