import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';
import { saveStore } from '../../../api';
import { useApiClient } from '../../../session';
import { STORE_CONFIG_PAGE } from '../../shared/merchant';
import { merchantLinks } from '../shared/merchantLinks';
import { formState, useMerchantForm } from '../shared/useMerchantForm';
import { useMerchantPage } from '../shared/useMerchantPage';
import { useMerchantPhoto } from '../shared/useMerchantPhoto';
import { checkStore, storePayload, storeValues, type StoreField, type StoreValues } from './storeForm';
import type { StoreConfigLoad } from './storeConfigLoader';
import { StoreConfigView } from './StoreConfigView';

/** Store pictures are filed under this storage kind. */
const PHOTO_KIND = 'booking_store';

/** The store form, started afresh for each store asked for (the same route with another `store_id`). */
export function StoreConfig() {
  return <StoreConfigForm key={useLocation().search} />;
}

/**
 * The store form's container: checks the fields, saves once however often Save is pressed, then a
 * toast and the store's page; a refusal shows the backend's message (spec §8 through useBookingFailure).
 */
function StoreConfigForm() {
  const data = useLoaderData<StoreConfigLoad>();
  const client = useApiClient();
  const { t } = useTranslation('bookingMerchant');
  const store = data.kind === 'ready' ? data.data.store : null;
  const form = useMerchantForm<StoreValues, StoreField>({ initial: () => storeValues(store), check: checkStore });
  const photo = useMerchantPhoto(PHOTO_KIND, t('store.picture'), t('store.pictureHint'), form.submitting);
  const page = useMerchantPage(data, (ready) => ({
    editing: ready.store !== null,
    unknownStore: ready.unknownStore,
    provinces: ready.provinces,
    ...formState(form, photo),
  }));

  const submit = () =>
    form.submit({
      save: (values) => saveStore(client, storePayload(values, store?.store_id ?? null, photo.url()), { suppressToast: true }),
      saved: (id) => page.done(t('store.saved'), merchantLinks.storeDetail(id)),
      failureText: page.failureText,
      ready: photo.ready,
    });

  return (
    <>
      <StoreConfigView
        state={page.state}
        onChange={(field, value) => form.setValues((current) => (field === 'province' ? { ...current, province: value, city: '' } : { ...current, [field]: value }))}
        onSubmit={submit}
        onCreateInstead={() => page.go(STORE_CONFIG_PAGE)}
        onRetry={page.retry}
        onOpen={page.onOpen}
      />
      {page.liveChatDialog}
    </>
  );
}
