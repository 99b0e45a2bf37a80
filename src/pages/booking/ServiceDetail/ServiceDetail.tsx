import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { translateBookingReview } from '../../../api';
import type { ReviewTranslation } from '../../../components/ReviewCard';
import { useLocale } from '../../../i18n';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import type { ServiceDetailData } from './serviceDetailLoader';
import { ServiceDetailView, type ServiceDetailState } from './ServiceDetailView';

/** The service page container: translates a review into the shopper's language when asked (once per review at a time). */
export function ServiceDetail() {
  const data = useLoaderData<ServiceDetailData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const locale = useLocale();
  const [translations, setTranslations] = useState<Readonly<Record<string, ReviewTranslation>>>({});

  const translate = async (id: string) => {
    if (translations[id]?.status === 'loading') return;
    setTranslations((current) => ({ ...current, [id]: { status: 'loading' } }));
    const result = await translateBookingReview(client, { id, lang: locale }, { suppressToast: true });
    setTranslations((current) => ({ ...current, [id]: result.ok ? { status: 'done', text: result.data.trans_res } : { status: 'error' } }));
  };

  const state: ServiceDetailState = data.service.ok
    ? { status: 'ready', service: data.service.data }
    : { status: 'error', retrying: revalidator.state === 'loading', ...(data.service.failure.message ? { message: data.service.failure.message } : {}) };

  return (
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
  );
}
