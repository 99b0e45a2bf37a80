import { useTranslation } from 'react-i18next';
import { useApiClient, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useActionFailure } from './useActionFailure';
import { useShareCampaign } from './useShareCampaign';
import { useSignInFirst } from './useSignInFirst';

/**
 * What every campaign container uses: the api client, the session's send, the layout's navigation,
 * the games texts, sign-in first for guests, the text of a failed action and share (titled by `titleKey`).
 */
export function useCampaignPage(titleKey: string) {
  const { t } = useTranslation('games');
  const { isLogin, signIn } = useSignInFirst();
  return {
    t,
    client: useApiClient(),
    send: useSessionSend(),
    navigation: useShopNavigation(),
    isLogin,
    signIn,
    actionFailure: useActionFailure(),
    share: useShareCampaign(t(titleKey)),
  };
}
