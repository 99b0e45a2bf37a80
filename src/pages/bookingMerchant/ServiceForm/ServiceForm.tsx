import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';
import { saveService } from '../../../api';
import { useApiClient } from '../../../session';
import { merchantLinks } from '../shared/merchantLinks';
import { formState, toggled, useMerchantForm } from '../shared/useMerchantForm';
import { useMerchantPage } from '../shared/useMerchantPage';
import { useMerchantPhoto } from '../shared/useMerchantPhoto';
import type { ServiceFormLoad } from './serviceFormLoader';
import { ServiceFormView } from './ServiceFormView';
import { checkService, servicePayload, serviceValues, type ServiceField, type ServiceValues } from './serviceValues';

/** Pictures of services are filed under this storage kind. */
const PHOTO_KIND = 'booking_service';

/** The service form, started afresh for each address (create, or another service's config). */
export function ServiceForm() {
  const location = useLocation();
  return <ServiceFormPage key={location.pathname + location.search} />;
}

/**
 * The service form's container: checks the fields, waits for the cover picture's upload, saves once
 * however often Save is pressed, then a toast and the service's page; a refusal shows the backend's
 * message (spec §8 through useBookingFailure: login and back, home, the 20001 live-chat dialog).
 */
function ServiceFormPage() {
  const data = useLoaderData<ServiceFormLoad>();
  const client = useApiClient();
  const { t } = useTranslation('bookingMerchant');
  const loaded = data.kind === 'ready' ? data.data : null;
  const service = loaded?.service ?? null;
  const form = useMerchantForm<ServiceValues, ServiceField>({ initial: () => serviceValues(service, loaded?.storeId ?? null), check: checkService });
  const photo = useMerchantPhoto(PHOTO_KIND, t('service.cover'), t('service.coverHint'), form.submitting);
  const page = useMerchantPage(data, (ready) => ({
    editing: ready.service !== null,
    unknownService: ready.unknownService,
    categories: ready.categories,
    stores: ready.stores,
    ...formState(form, photo),
  }));

  const submit = () =>
    form.submit({
      save: (values) => saveService(client, servicePayload(values, service?.service_id ?? null, photo.url()), { suppressToast: true }),
      saved: (id) => page.done(t('service.saved'), merchantLinks.serviceDetail(id)),
      failureText: page.failureText,
      ready: photo.ready,
    });

  return (
    <>
      <ServiceFormView
        state={page.state}
        onChange={(field, value) => form.setValues((current) => ({ ...current, [field]: value }))}
        onToggleStore={(storeId, offered) => form.setValues((current) => ({ ...current, storeIds: toggled(current.storeIds, storeId, offered) }))}
        onSubmit={submit}
        onGo={page.go}
        onRetry={page.retry}
        onOpen={page.onOpen}
      />
      {page.liveChatDialog}
    </>
  );
}
