import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { enterLuckyDraw } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { loadedByIdView, LUCKY_DRAWS_ADDRESS, MY_COUPONS_ADDRESS, MY_DRAWS_ADDRESS, useCampaignAction, useServerNow } from '../shared';
import type { LuckyDrawData } from './luckyDrawLoader';
import { LuckyDrawView } from './LuckyDrawView';

/**
 * One draw's container: entering (sent once however often it is pressed; a guest goes to sign in
 * and back), then the page reloads to show the backend's outcome; a refusal shows its message.
 */
export function LuckyDraw() {
  const data = useLoaderData<LuckyDrawData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const send = useSessionSend();
  const { t } = useTranslation('draws');
  const action = useCampaignAction();
  const now = useServerNow(data.kind === 'ok' ? data.data.server_time : null);

  const enter = (drawId: string) =>
    action.run(async () => {
      const result = await enterLuckyDraw(client, { draw_id: drawId }, { suppressToast: true });
      if (!result.ok) return result;
      send({ type: 'toast.show', text: t('detail.entered'), tone: 'success' });
      await revalidator.revalidate();
      return undefined;
    });

  return (
    <LuckyDrawView
      state={loadedByIdView(data, revalidator.state === 'loading', (draw) => ({ status: 'ready', draw, now, guest: action.guest, entering: action.busy, failure: action.failure }))}
      onEnter={() => {
        if (data.kind === 'ok') void enter(data.data.draw_id);
      }}
      onOpenCoupons={() => navigation.go(MY_COUPONS_ADDRESS)}
      onOpenMyDraws={() => navigation.go(MY_DRAWS_ADDRESS)}
      onOpenList={() => navigation.go(LUCKY_DRAWS_ADDRESS)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
