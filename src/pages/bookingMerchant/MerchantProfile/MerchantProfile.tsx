import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { saveBizTime } from '../../../api';
import { useApiClient } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { useMerchantPage } from '../shared/useMerchantPage';
import type { MerchantProfileLoad } from './merchantProfileLoader';
import { MerchantProfileView } from './MerchantProfileView';
import { badDays, bizTimePayload, weekOf, type DayHours } from './weekHours';

/** The profile's container: the week's hours checked, then sent once (merchant_biz_time) with a toast. */
export function MerchantProfile() {
  const data = useLoaderData<MerchantProfileLoad>();
  const client = useApiClient();
  const { t } = useTranslation('bookingMerchant');
  const saving = useSingleFlight();
  const [week, setWeek] = useState<readonly DayHours[]>(() => (data.kind === 'ready' ? weekOf(data.merchant) : []));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const page = useMerchantPage(data, (ready, merchant) => ({
    merchant,
    summary: ready.summary,
    bankName: ready.banks.find((bank) => bank.code === merchant.bank_name || bank.name === merchant.bank_name)?.name ?? merchant.bank_name ?? '',
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

  return (
    <>
      <MerchantProfileView
        state={page.state}
        onDayChange={(weekday, change) => setWeek((current) => current.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)))}
        onSaveHours={() => void save()}
        onRetry={page.retry}
        onOpen={page.onOpen}
      />
      {page.liveChatDialog}
    </>
  );
}
