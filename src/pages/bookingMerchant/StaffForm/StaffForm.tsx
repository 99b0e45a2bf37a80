import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';
import { saveEmployee } from '../../../api';
import { useApiClient } from '../../../session';
import { merchantLinks } from '../shared/merchantLinks';
import { formState, toggled, useMerchantForm } from '../shared/useMerchantForm';
import { useMerchantPage } from '../shared/useMerchantPage';
import { useMerchantPhoto } from '../shared/useMerchantPhoto';
import type { StaffFormLoad } from './staffFormLoader';
import { StaffFormView } from './StaffFormView';
import { checkStaff, staffPayload, staffValues, type StaffField, type StaffValues } from './staffValues';

/** Staff photos are filed under this storage kind. */
const PHOTO_KIND = 'booking_staff';

/** The staff form, started afresh for each address. */
export function StaffForm() {
  const location = useLocation();
  return <StaffFormPage key={location.pathname + location.search} />;
}

/** The staff form's container: checks, saves once, then a toast and the store's page; a refusal shows the backend's message. */
function StaffFormPage() {
  const data = useLoaderData<StaffFormLoad>();
  const client = useApiClient();
  const { t } = useTranslation('bookingMerchant');
  const loaded = data.kind === 'ready' ? data.data : null;
  const member = loaded?.member ?? null;
  const form = useMerchantForm<StaffValues, StaffField>({ initial: () => staffValues(member, loaded?.storeId ?? null), check: checkStaff });
  const photo = useMerchantPhoto(PHOTO_KIND, t('staff.photo'), t('staff.photoHint'), form.submitting);
  const page = useMerchantPage(data, (ready) => ({
    editing: ready.member !== null,
    unknownMember: ready.unknownMember,
    stores: ready.stores,
    services: ready.services,
    ...formState(form, photo),
  }));

  return (
    <>
      <StaffFormView
        state={page.state}
        onChange={(field, value) => form.setValues((current) => (field === 'store' ? { ...current, store: value, serviceIds: [] } : { ...current, [field]: value }))}
        onToggleService={(serviceId, gives) => form.setValues((current) => ({ ...current, serviceIds: toggled(current.serviceIds, serviceId, gives) }))}
        onToggleDay={(weekday, works) => form.setValues((current) => ({ ...current, workDays: works ? [...current.workDays.filter((day) => day !== weekday), weekday] : current.workDays.filter((day) => day !== weekday) }))}
        onSubmit={() =>
          form.submit({
            save: (values) => saveEmployee(client, staffPayload(values, member?.employee_id ?? null, photo.url()), { suppressToast: true }),
            saved: () => page.done(t('staff.saved'), merchantLinks.storeDetail(form.values.store)),
            failureText: page.failureText,
            ready: photo.ready,
          })
        }
        onGo={page.go}
        onRetry={page.retry}
        onOpen={page.onOpen}
      />
      {page.liveChatDialog}
    </>
  );
}
