import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { setServiceStatus } from '../../../api';
import { useApiClient } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { useMerchantPage } from '../shared/useMerchantPage';
import type { ServiceDetailLoad } from './serviceDetailLoader';
import { ServiceDetailView } from './ServiceDetailView';

/** The services page's container: publish or unpublish once however often pressed, then the page reloads its data. */
export function ServiceDetail() {
  const data = useLoaderData<ServiceDetailLoad>();
  const client = useApiClient();
  const revalidator = useRevalidator();
  const { t } = useTranslation('bookingMerchant');
  const switching = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const page = useMerchantPage(data, (ready) => ({ ...ready, switching: switching.busy, failure }));

  const setStatus = (status: 'online' | 'offline') =>
    switching.run(async () => {
      if (data.kind !== 'ready' || data.data.view !== 'service' || !data.data.service) return;
      setFailure(null);
      const result = await setServiceStatus(client, { service_id: data.data.service.service_id, status }, { suppressToast: true });
      if (!result.ok) {
        setFailure(page.failureText(result));
        return;
      }
      page.toast(t(status === 'online' ? 'service.published' : 'service.unpublished'));
      await revalidator.revalidate();
    });

  return (
    <>
      <ServiceDetailView state={page.state} onSetStatus={(status) => void setStatus(status)} onGo={page.go} onRetry={page.retry} onOpen={page.onOpen} />
      {page.liveChatDialog}
    </>
  );
}
