import { useTranslation } from 'react-i18next';
import { Button, EmptyState, KeyValueList, KeyValueRow, Price, Section, StickyActionBar, Text } from '../../../components';
import type { Lottery } from '../../../api';
import { formatCount, formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { CampaignPage, DrawCountdown, Failure, OutcomeBox } from '../shared';
import { ProductPicture, ProductRow } from './ProductLotteryView.styles';

export type ProductLotteryViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | {
      readonly status: 'ready';
      readonly lottery: Lottery;
      /** The backend's clock (the countdown to the draw). */
      readonly now: () => number;
      readonly guest?: boolean;
      /** Joining or buying is under way. */
      readonly busy?: boolean;
      readonly failure?: string | null;
    };

export interface ProductLotteryViewProps {
  state: ProductLotteryViewState;
  onJoin: () => void;
  onBuy: () => void;
  onOpenCart: () => void;
  onOpenDraws: () => void;
  onRetry: () => void;
}

/** A product lottery (spec §2 /m/product_lottery.php): the product at both prices, joining, the result and buying when won. Pure. */
export function ProductLotteryView(props: ProductLotteryViewProps) {
  const { state, onRetry, onOpenDraws } = props;
  const { t } = useTranslation('draws');
  return (
    <CampaignPage title={state.status === 'ready' ? state.lottery.title : t('lottery.title')} loading={state.status === 'loading'} failure={state.status === 'error' ? state : null} failedTitle={t('lottery.loadFailed')} onRetry={onRetry}>
      {state.status === 'missing' && (
        <EmptyState icon="search" headingLevel={2} title={t('lottery.missing.title')} description={t('lottery.missing.body')} actionLabel={t('lottery.toDraws')} onAction={onOpenDraws} />
      )}
      {state.status === 'ready' && <LotteryBody {...props} state={state} />}
    </CampaignPage>
  );
}

type Ready = Extract<ProductLotteryViewState, { status: 'ready' }>;

function LotteryBody({ state, onJoin, onBuy, onOpenCart }: ProductLotteryViewProps & { state: Ready }) {
  const { t } = useTranslation('draws');
  const locale = useLocale();
  const { lottery } = state;
  const product = lottery.product ?? null;
  const result = lottery.result ?? (lottery.joined ? 'pending' : 'not_joined');
  const drawn = lottery.server_time ? lottery.server_time >= lottery.draw_at : false;
  const action =
    result === 'not_joined' && !drawn
      ? { label: state.guest ? t('lottery.signInToJoin') : t('lottery.join'), run: onJoin }
      : result === 'won' && product
        ? lottery.bought
          ? { label: t('lottery.openCart'), run: onOpenCart }
          : { label: t('lottery.buy', { price: formatMoney(product.lottery_price, locale) }), run: onBuy }
        : null;
  return (
    <>
      {product && (
        <Section title={t('lottery.product')}>
          <ProductRow>
            <ProductPicture src={product.image ?? undefined} alt="" />
            <div>
              <Text variant="bodyStrong">{product.name}</Text>
              <Text tone="muted">{t('lottery.lotteryPrice')}</Text>
              <Price amount={product.lottery_price} originalAmount={product.price} size="lg" />
            </div>
          </ProductRow>
        </Section>
      )}
      <Section title={t('lottery.about')}>
        <KeyValueList>
          <KeyValueRow label={t('lottery.participants')} value={formatCount(lottery.participants, locale)} />
          <KeyValueRow label={t('lottery.drawAt')} value={formatDate(lottery.draw_at, locale, 'dateTime')} />
          {lottery.prizes[0] && <KeyValueRow label={t('detail.prize')} value={lottery.prizes[0].name} />}
        </KeyValueList>
        {!drawn && <DrawCountdown until={lottery.draw_at} now={state.now} label={t('countdown.drawIn')} />}
      </Section>
      {result !== 'not_joined' && (
        <OutcomeBox $won={result === 'won'} role="status">
          <Text variant="bodyStrong">{t(`lottery.result.${result}`)}</Text>
          {result === 'won' && product && <Text>{lottery.bought ? t('lottery.bought') : t('lottery.wonBody', { price: formatMoney(product.lottery_price, locale) })}</Text>}
        </OutcomeBox>
      )}
      {result === 'not_joined' && drawn && <Text tone="muted">{t('lottery.closed')}</Text>}
      {state.failure && <Failure role="alert">{state.failure}</Failure>}
      {action && (
        <StickyActionBar label={t('lottery.actions')}>
          <Button fullWidth size="lg" loading={state.busy ?? false} onClick={action.run}>
            {action.label}
          </Button>
        </StickyActionBar>
      )}
    </>
  );
}
