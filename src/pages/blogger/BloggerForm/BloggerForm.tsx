import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { useLocale } from '../../../i18n';
import { useSessionSend } from '../../../session';
import { useFormSubmission } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { BLOGGER_PATHS } from '../shared/bloggerPaths';
import type { BloggerFormData } from './bloggerFormLoader';
import { applicationOf, checkBloggerForm, EMPTY_CHANNEL, EMPTY_FORM, hasErrors, MAX_CHANNELS, type BloggerFormErrors, type BloggerFormValues } from './bloggerFormValues';
import { BloggerFormView } from './BloggerFormView';

/**
 * The application form's container: checks the fields (spec §5), sends once however often Apply
 * is pressed (through the route's action, useFormSubmission), then a toast and on to the progress
 * page; a refusal shows the backend's message; a guest at sending time goes to login and back.
 */
export function BloggerForm() {
  const data = useLoaderData<BloggerFormData>();
  const revalidator = useRevalidator();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const { t } = useTranslation('blogger');
  const submission = useFormSubmission<ReturnType<typeof applicationOf>>({
    once: true,
    onOk: () => {
      send({ type: 'toast.show', text: t('form.done'), tone: 'success' });
      navigation.go(BLOGGER_PATHS.progress);
    },
  });
  const [values, setValues] = useState<BloggerFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<BloggerFormErrors>({});

  const submit = () =>
    submission.submit(() => {
      const found = checkBloggerForm(values, locale, { url: t('form.errors.url'), categories: t('form.errors.categories') });
      setErrors(found);
      return hasErrors(found) ? null : applicationOf(values);
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
      failure={submission.failure}
      submitting={submission.submitting}
      onSubmit={submit}
      onProgress={() => navigation.go(BLOGGER_PATHS.progress)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
