import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { saveBizTime, saveMerchantProfile } from '../../../api';
import { useApiClient } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { formState, useMerchantForm } from '../shared/useMerchantForm';
import { useMerchantPage } from '../shared/useMerchantPage';
import type { MerchantProfileLoad } from './merchantProfileLoader';
import { MerchantProfileView } from './MerchantProfileView';
import { EMPTY_PROFILE, checkProfile, merchantBank, profilePayload, profileValues, type ProfileField, type ProfileValues } from './profileForm';
import { badDays, bizTimePayload, weekOf, type DayHours } from './weekHours';

/** The profile, started afresh when its data first arrives (a failed load retried): the forms fill from it. */
export function MerchantProfile() {
  return <MerchantProfileForms key={useLoaderData<MerchantProfileLoad>().kind} />;
}

/**
 * The profile's container: the shop's details and bank account checked, then sent once (manage) with
 * a toast and the page's data read again; the week's hours checked, then sent once (merchant_biz_time).
 */
function MerchantProfileForms() {
  const data = useLoaderData<MerchantProfileLoad>();
  const client = useApiClient();
  const { t } = useTranslation('bookingMerchant');
  const saving = useSingleFlight();
  const [week, setWeek] = useState<readonly DayHours[]>(() => (data.kind === 'ready' ? weekOf(data.merchant) : []));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const profile = useMerchantForm<ProfileValues, ProfileField>({
    initial: () => (data.kind === 'ready' ? profileValues(data.merchant, data.data.banks) : EMPTY_PROFILE),
    check: checkProfile,
  });
  const page = useMerchantPage(data, (ready, merchant) => ({
    merchant,
    summary: ready.summary,
    bankName: merchantBank(merchant, ready.banks)?.name ?? merchant.bank_name ?? '',
    banks: ready.banks,
    provinces: ready.provinces,
    profile: formState(profile),
    week,
    badDays: checked ? badDays(week) : [],
    failure,
    saving: saving.busy,
  }));

  const save = () =>
    saving.run(async () => {
      setChecked(true);
      setFailure(null);
      if (badDays(week).length > 0) return;
      if (!week.some((day) => day.open)) {
        setFailure(t('profile.allClosed'));
        return;
      }
      const result = await saveBizTime(client, bizTimePayload(week), { suppressToast: true });
      if (!result.ok) {
        setFailure(page.failureText(result));
        return;
      }
      page.toast(t('profile.hoursSaved'));
    });

  const saveProfile = () =>
    profile.submit({
      save: async (values) => {
        const result = await saveMerchantProfile(client, profilePayload(values), { suppressToast: true });
        return result.ok ? { ok: true, data: { id: '' } } : result;
      },
      saved: () => {
        page.toast(t('profile.detailsSaved'));
        page.retry();
      },
      failureText: page.failureText,
    });

  return (
    <>
      <MerchantProfileView
        state={page.state}
        onDayChange={(weekday, change) => setWeek((current) => current.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)))}
        onSaveHours={() => void save()}
        onProfileChange={(field, value) => profile.setValues((current) => (field === 'province' ? { ...current, province: value, city: '' } : { ...current, [field]: value }))}
        onSaveProfile={saveProfile}
        onRetry={page.retry}
        onOpen={page.onOpen}
      />
      {page.liveChatDialog}
    </>
  );
}
