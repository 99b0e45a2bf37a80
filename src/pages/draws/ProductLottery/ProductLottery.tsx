import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { buyLotteryProduct, joinLottery } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { CART_ADDRESS, loadedByIdView, LUCKY_DRAWS_ADDRESS, useCampaignAction, useServerNow } from '../shared';
import type { ProductLotteryData } from './productLotteryLoader';
import { ProductLotteryView } from './ProductLotteryView';

/**
 * The lottery's container: joining (once, then the page reloads), and for a winner buying at the
 * lottery price (the product goes into the cart at that price, then the cart opens). A guest goes
 * to sign in and back; a refusal shows its message.
 */
export function ProductLottery() {
  const data = useLoaderData<ProductLotteryData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const send = useSessionSend();
  const { t } = useTranslation('draws');
  const action = useCampaignAction();
  const now = useServerNow(data.kind === 'ok' ? data.data.server_time : null);

  const join = (id: string) =>
    action.run(async () => {
      const result = await joinLottery(client, { id }, { suppressToast: true });
      if (!result.ok) return result;
      send({ type: 'toast.show', text: t('lottery.joined'), tone: 'success' });
      await revalidator.revalidate();
      return undefined;
    });

  const buy = (id: string) =>
    action.run(async () => {
      const result = await buyLotteryProduct(client, { id }, { suppressToast: true });
      if (!result.ok) return result;
      send({ type: 'cart.count', count: result.data.shopcartnum });
      send({ type: 'toast.show', text: t('lottery.inCart'), tone: 'success' });
      navigation.go(CART_ADDRESS);
      return undefined;
    });

  return (
    <ProductLotteryView
      state={loadedByIdView(data, revalidator.state === 'loading', (lottery) => ({ status: 'ready', lottery, now, guest: action.guest, busy: action.busy, failure: action.failure }))}
      onJoin={() => {
        if (data.kind === 'ok') void join(data.data.id);
      }}
      onBuy={() => {
        if (data.kind === 'ok') void buy(data.data.id);
      }}
      onOpenCart={() => navigation.go(CART_ADDRESS)}
      onOpenDraws={() => navigation.go(LUCKY_DRAWS_ADDRESS)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
