import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Text } from '../../../components/Text';
import { ProductGrid, ProductGridSkeleton } from '../../lists/shared/ProductGrid';
import { AccountPage } from '../../shared/page.styles';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { Actions, CampaignHero, Revealed } from '../shared';
import { TarotDeck } from './TarotDeck';
import { CardImage } from './TarotView.styles';
import { PICKS_NEEDED } from './tarotPicks';

/** The recommended products of a reading. */
export type RecommendedProducts = { readonly status: 'loading' } | { readonly status: 'ready'; readonly products: readonly ShopProduct[] } | { readonly status: 'error' };

/** The card the backend drew: its name, picture and reading. */
export interface TarotReading {
  readonly name: string;
  readonly image: string;
  readonly reading: string;
}

export type TarotStage =
  | { readonly kind: 'picking'; readonly picks: readonly number[]; readonly drawing?: boolean; readonly failure?: string | null }
  | { readonly kind: 'reading'; readonly card: TarotReading; readonly products: RecommendedProducts; readonly resetting?: boolean };

export interface TarotViewProps {
  readonly stage: TarotStage;
  /** A guest picks freely; revealing asks them to sign in first. */
  readonly isLogin: boolean;
  readonly onPick: (card: number) => void;
  readonly onUndo: () => void;
  readonly onReveal: () => void;
  readonly onAgain: () => void;
  readonly onShare: () => void;
  readonly onAddToCart: (product: ShopProduct) => void;
  readonly onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onRetryProducts: () => void;
}

/**
 * Tarot (spec §2 /m/tarot): three face-down cards picked (keyboard or touch, undo), then the
 * reading the backend drew, the products it recommends (add to cart) and share.
 */
export function TarotView({ stage, isLogin, onPick, onUndo, onReveal, onAgain, onShare, onAddToCart, onOpenProduct, onRetryProducts }: TarotViewProps) {
  const { t } = useTranslation('games');
  return (
    <AccountPage>
      <CampaignHero title={t('tarot.title')} intro={t('tarot.intro')} />
      {stage.kind === 'picking' ? (
        <Section title={t('tarot.pickTitle')} variant="plain">
          <Text role="status">{t('tarot.picked', { count: stage.picks.length })}</Text>
          <TarotDeck picks={stage.picks} disabled={stage.drawing ?? false} onPick={onPick} />
          {stage.failure && <ErrorState title={t('tarot.error.title')} message={stage.failure} retrying={stage.drawing ?? false} onRetry={onReveal} />}
          <Actions>
            <Button variant="outline" size="lg" disabled={stage.picks.length === 0 || stage.drawing} onClick={onUndo}>
              {t('tarot.undo')}
            </Button>
            <Button size="lg" disabled={stage.picks.length < PICKS_NEEDED} loading={stage.drawing ?? false} onClick={onReveal}>
              {isLogin ? t('tarot.reveal') : t('tarot.signIn')}
            </Button>
          </Actions>
        </Section>
      ) : (
        <>
          <Revealed>
            <Heading level={2}>{t('tarot.reading', { name: stage.card.name })}</Heading>
            <CardImage src={stage.card.image} alt={stage.card.name} />
            <Text>{stage.card.reading}</Text>
            <Actions>
              <Button variant="outline" size="lg" loading={stage.resetting ?? false} onClick={onAgain}>
                {t('tarot.again')}
              </Button>
              <Button variant="secondary" size="lg" onClick={onShare}>
                {t('share.action')}
              </Button>
            </Actions>
          </Revealed>
          <Section title={t('tarot.recommended')} variant="plain">
            {stage.products.status === 'loading' && <ProductGridSkeleton count={2} label={t('tarot.recommended')} />}
            {stage.products.status === 'error' && <ErrorState title={t('tarot.productsError')} onRetry={onRetryProducts} headingLevel={3} />}
            {stage.products.status === 'ready' &&
              (stage.products.products.length > 0 ? (
                <ProductGrid products={stage.products.products} label={t('tarot.recommended')} onAddToCart={onAddToCart} {...(onOpenProduct ? { onOpenProduct } : {})} />
              ) : (
                <Text tone="muted">{t('tarot.noProducts')}</Text>
              ))}
          </Section>
        </>
      )}
    </AccountPage>
  );
}
