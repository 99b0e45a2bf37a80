import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { applyBlogger } from '../../../api';
import { useLocale } from '../../../i18n';
import { useApiClient, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { BLOGGER_PATHS } from '../shared/bloggerPaths';
import type { BloggerFormData } from './bloggerFormLoader';
import { applicationOf, checkBloggerForm, EMPTY_CHANNEL, EMPTY_FORM, hasErrors, MAX_CHANNELS, type BloggerFormErrors, type BloggerFormValues } from './bloggerFormValues';
import { BloggerFormView } from './BloggerFormView';

/**
 * The application form's container: checks the fields (spec §5), sends once however often Apply
 * is pressed, then a toast and on to the progress page; a refusal shows the backend's message.
 */
export function BloggerForm() {
  const data = useLoaderData<BloggerFormData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('blogger');
  const submission = useSingleFlight();
  const [values, setValues] = useState<BloggerFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<BloggerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () =>
    submission.run(async () => {
      const found = checkBloggerForm(values, locale, { url: t('form.errors.url'), categories: t('form.errors.categories') });
      setErrors(found);
      setFailure(null);
      if (hasErrors(found)) return;
      const result = await applyBlogger(client, applicationOf(values), { suppressToast: true });
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      send({ type: 'toast.show', text: t('form.done'), tone: 'success' });
      navigation.go(BLOGGER_PATHS.progress);
    });

  let status: 'ready' | 'closed' | 'error' = 'error';
  if (data.kind === 'ok') status = data.open ? 'ready' : 'closed';
  return (
    <BloggerFormView
      status={status}
      retrying={revalidator.state === 'loading'}
      {...(data.kind === 'ok' && !data.open ? { closedBecause: data.status } : {})}
      values={values}
      onChannelChange={(index, field, value) =>
        setValues((current) => ({ ...current, channels: current.channels.map((channel, i) => (i === index ? { ...channel, [field]: value } : channel)) }))
      }
      onAddChannel={() =>
        setValues((current) => (current.channels.length >= MAX_CHANNELS ? current : { ...current, channels: [...current.channels, EMPTY_CHANNEL] }))
      }
      onRemoveChannel={(index) => {
        setValues((current) => ({ ...current, channels: current.channels.filter((_channel, i) => i !== index) }));
        // The channels' messages are kept by position: they are checked again on the next send.
        setErrors((current) => {
          const { channels: _removed, ...rest } = current;
          return rest;
        });
      }}
      onCategoryToggle={(category, on) =>
        setValues((current) => ({
          ...current,
          categories: on ? [...current.categories.filter((c) => c !== category), category] : current.categories.filter((c) => c !== category),
        }))
      }
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      errors={errors}
      failure={failure}
      submitting={submission.busy}
      onSubmit={() => void submit()}
      onProgress={() => navigation.go(BLOGGER_PATHS.progress)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
