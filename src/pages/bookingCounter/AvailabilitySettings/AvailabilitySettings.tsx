import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { saveSlotSettings } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useDraftOf, useSingleFlight } from '../../shared/forms';
import { AVAILABILITY_CONFIG_PATH, AVAILABILITY_SETTINGS_PATH, useCounterFrame, type AvailabilityData } from '../shared';
import { AvailabilitySettingsView, type SettingsForm } from './AvailabilitySettingsView';

/** The most customers a store takes per time slot (the backend's rule too). */
const MAX_CAPACITY = 20;

const capacityOf = (text: string) => (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_CAPACITY ? Number(text) : null);

/** The capacity and closed days container: the edited form, checked before it is sent once. */
export function AvailabilitySettings() {
  const data = useLoaderData<AvailabilityData>();
  const counter = useCounterFrame(AVAILABILITY_SETTINGS_PATH, data);
  const client = useApiClient();
  const send = useSessionSend();
  const { t } = useTranslation('bookingCounter');
  const saving = useSingleFlight();
  const [edited, setEdited] = useDraftOf<AvailabilityData, SettingsForm>(data);
  const [badCapacities, setBadCapacities] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const loaded: SettingsForm =
    data.kind === 'ok'
      ? { capacities: data.availability.stores.map((store) => ({ ...store, capacity: String(store.capacity) })), closedDates: data.availability.closedDates }
      : { capacities: [], closedDates: [] };
  const form = edited ?? loaded;
  const edit = (change: Partial<SettingsForm>) => setEdited({ ...form, ...change });

  const save = () =>
    saving.run(async () => {
      const bad = form.capacities.filter((store) => capacityOf(store.capacity) === null).map((store) => store.storeId);
      setBadCapacities(bad);
      setFailure(null);
      if (bad.length > 0) return;
      const capacities = form.capacities.map((store) => ({ store_id: store.storeId, slot_capacity: capacityOf(store.capacity) ?? 1 }));
      const result = await saveSlotSettings(client, { closed_dates: form.closedDates, capacities }, { suppressToast: true });
      if (!result.ok) {
        setFailure(counter.failureText(result));
        return;
      }
      send({ type: 'toast.show', text: t('settings.saved'), tone: 'success' });
      await counter.reload();
    });

  return (
    <>
      <AvailabilitySettingsView
        state={data.kind === 'ok' ? { status: 'ready', form, today: data.availability.today, badCapacities, saving: saving.busy, failure } : counter.frame(data)}
        onCapacity={(storeId, capacity) => edit({ capacities: form.capacities.map((store) => (store.storeId === storeId ? { ...store, capacity } : store)) })}
        onAddClosedDay={(day) => edit({ closedDates: [...new Set([...form.closedDates, day])].sort() })}
        onRemoveClosedDay={(day) => edit({ closedDates: form.closedDates.filter((closed) => closed !== day) })}
        onSave={() => void save()}
        onHours={() => counter.go(AVAILABILITY_CONFIG_PATH)}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
