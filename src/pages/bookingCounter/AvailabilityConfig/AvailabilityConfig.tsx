import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { saveBizTime } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useDraftOf, useSingleFlight } from '../../shared/forms';
import { AVAILABILITY_CONFIG_PATH, AVAILABILITY_SETTINGS_PATH, useCounterFrame, type AvailabilityData, type DayHours } from '../shared';
import { AvailabilityConfigView } from './AvailabilityConfigView';
import { bizTimeOf, weekProblem, type WeekProblem } from './weekHours';

/** The weekly hours container: the edited week, checked before it is sent (once, however often Save is pressed). */
export function AvailabilityConfig() {
  const data = useLoaderData<AvailabilityData>();
  const counter = useCounterFrame(AVAILABILITY_CONFIG_PATH, data);
  const client = useApiClient();
  const send = useSessionSend();
  const { t } = useTranslation('bookingCounter');
  const saving = useSingleFlight();
  const [week, setWeek] = useDraftOf<AvailabilityData, readonly DayHours[]>(data);
  const [problem, setProblem] = useState<WeekProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = week ?? (data.kind === 'ok' ? data.availability.week : []);

  const save = () =>
    saving.run(async () => {
      const found = weekProblem(shown);
      setProblem(found);
      setFailure(null);
      if (found) return;
      const result = await saveBizTime(client, { biz_time: bizTimeOf(shown) }, { suppressToast: true });
      if (!result.ok) {
        setFailure(counter.failureText(result));
        return;
      }
      send({ type: 'toast.show', text: t('hours.saved'), tone: 'success' });
      await counter.reload();
    });

  return (
    <>
      <AvailabilityConfigView
        state={data.kind === 'ok' ? { status: 'ready', week: shown, problem, saving: saving.busy, failure } : counter.frame(data)}
        onChangeDay={(weekday, change) => {
          setProblem(null);
          setWeek(shown.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)));
        }}
        onSave={() => void save()}
        onSettings={() => counter.go(AVAILABILITY_SETTINGS_PATH)}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
