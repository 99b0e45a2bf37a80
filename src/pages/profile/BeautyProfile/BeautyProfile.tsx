import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { updateBeautyProfile } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { beautyValuesOf, isBlank, NO_BEAUTY_VALUES, type BeautyProfileData, type BeautyValues } from './beautyProfileLoader';
import { BeautyProfileView } from './BeautyProfileView';

/** The list with `item` in it (once, at the end) or out of it. */
function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  const without = list.filter((existing) => existing !== item);
  return on ? [...without, item] : without;
}

/**
 * The beauty profile container: the choices (from the loader, then from each save's answer) and
 * one save of the whole profile however often Save is pressed; a success toast says the
 * recommendations follow it now, a refusal shows the backend's message.
 */
export function BeautyProfile() {
  const data = useLoaderData<BeautyProfileData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const send = useSessionSend();
  const failureText = useFailureText();
  const { t } = useTranslation('profile');
  const submission = useSingleFlight();
  const loaded = data.kind === 'ok' ? data : null;
  const categories = loaded?.categories ?? [];
  const [values, setValues] = useState<BeautyValues>(loaded?.values ?? NO_BEAUTY_VALUES);
  const [saved, setSaved] = useState<BeautyValues>(loaded?.values ?? NO_BEAUTY_VALUES);
  const [failure, setFailure] = useState<string | null>(null);

  // New loader data (a retry, a revalidation) replaces what the form shows.
  const [shownFor, setShownFor] = useState(data);
  if (shownFor !== data) {
    setShownFor(data);
    setValues(loaded?.values ?? NO_BEAUTY_VALUES);
    setSaved(loaded?.values ?? NO_BEAUTY_VALUES);
  }

  const submit = () =>
    submission.run(async () => {
      setFailure(null);
      const result = await updateBeautyProfile(
        client,
        { skin_type: values.skinType, concerns: values.concerns.join(','), category_ids: values.categoryIds.join(',') },
        { suppressToast: true },
      );
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      const answer = beautyValuesOf(result.data, categories);
      setValues(answer);
      setSaved(answer);
      send({ type: 'toast.show', text: t('beauty.saved'), tone: 'success' });
    });

  return (
    <BeautyProfileView
      status={loaded ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      values={values}
      blank={isBlank(saved)}
      categories={categories}
      onSkinType={(skinType) => setValues((current) => ({ ...current, skinType }))}
      onConcern={(concern, on) => setValues((current) => ({ ...current, concerns: toggled(current.concerns, concern, on) }))}
      onCategory={(id, on) => setValues((current) => ({ ...current, categoryIds: toggled(current.categoryIds, id, on) }))}
      failure={failure}
      submitting={submission.busy}
      onSubmit={() => void submit()}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
