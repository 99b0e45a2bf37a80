import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { translateBookingReview } from '../../../api';
import type { ReviewTranslation } from '../../../components/ReviewCard';
import { useLocale } from '../../../i18n';
import { useApiClient } from '../../../session';
import { useBookingFailure } from '../../shared/bookingFailure';
import { useShopNavigation } from '../../shared/navigation';
import { servicePath } from '../shared/bookingPaths';
import type { ServiceDetailData } from './serviceDetailLoader';
import { ServiceDetailView, type ServiceDetailState } from './ServiceDetailView';

/**
 * The service page container: translates a review into the shopper's language when asked (once per
 * review at a time). spec §8 on every call: 20001 opens the live-chat dialog (the load's too), a
 * login answer to translate goes to login and back here, 302 home; another failure shows the
 * review's translation error.
 */
export function ServiceDetail() {
  const data = useLoaderData<ServiceDetailData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const locale = useLocale();
  const [translations, setTranslations] = useState<Readonly<Record<string, ReviewTranslation>>>({});
  const { failureText, liveChatDialog } = useBookingFailure(servicePath(data.serviceId), data.service.ok ? null : data.service.failure);

  const translate = async (id: string) => {
    if (translations[id]?.status === 'loading') return;
    setTranslations((current) => ({ ...current, [id]: { status: 'loading' } }));
    const result = await translateBookingReview(client, { id, lang: locale }, { suppressToast: true });
    if (result.ok) {
      setTranslations((current) => ({ ...current, [id]: { status: 'done', text: result.data.trans_res } }));
      return;
    }
    // Answered by failureText (login, home, the 20001 dialog): the review shows its original again.
    const answered = failureText(result) === null;
    setTranslations((current) => {
      const { [id]: _asked, ...rest } = current;
      return answered ? rest : { ...rest, [id]: { status: 'error' } };
    });
  };

  const state: ServiceDetailState = data.service.ok
    ? { status: 'ready', service: data.service.data }
    : { status: 'error', retrying: revalidator.state === 'loading', ...(data.service.failure.message ? { message: data.service.failure.message } : {}) };

  return (
    <>
    <ServiceDetailView
      state={state}
      translations={translations}
      onTranslate={(id) => void translate(id)}
      onShowOriginal={(id) =>
        setTranslations((current) => {
          const { [id]: _shown, ...rest } = current;
          return rest;
        })
      }
      onRetry={() => void revalidator.revalidate()}
      onOpen={navigation.go}
    />
    {liveChatDialog}
    </>
  );
}
