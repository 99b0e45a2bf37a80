import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { truncateGraphemes } from '../../../format';
import { useLocale } from '../../../i18n';
import { useSessionSend } from '../../../session';
import { validate } from '../../../validation';
import { useFormSubmission } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { usePhotoField } from '../../shared/upload';
import { COMMUNITY_HOME } from '../shared/communityAddresses';
import type { WritePostSubmission } from './writePostAction';
import type { WritePostData } from './writePostLoader';
import { POST_LIMITS, WritePostView, type WritePostField, type WritePostValues } from './WritePostView';

const EMPTY: WritePostValues = { title: '', content: '', tags: [], products: [] };

/** The storage kind community photos are filed under. */
const PHOTO_KIND = 'community';

/** Where a published post shows first. */
export const LATEST_FEED = `${COMMUNITY_HOME}?tab=latest`;

/**
 * The writing container: the title (cut at 60 graphemes) and text are required (spec §5 message),
 * photos go through the upload flow (at most nine; publishing waits until none is uploading or
 * failed), tags and up to five products; published once however often Publish is pressed, then a
 * toast and the "latest" feed where the post is first. The post goes through the route's action
 * (useFormSubmission); a guest at publishing time goes to login and back.
 */
export function WritePost() {
  const data = useLoaderData<WritePostData>();
  const revalidator = useRevalidator();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const { t } = useTranslation('community');
  const submission = useFormSubmission<WritePostSubmission>({
    once: true,
    onOk: () => {
      send({ type: 'toast.show', text: t('write.published'), tone: 'success' });
      navigation.go(LATEST_FEED);
    },
  });
  const { photos, field: photoField, problem: photosProblem, ready: photosReady } = usePhotoField({
    bizType: PHOTO_KIND,
    limit: POST_LIMITS.photos,
    label: t('write.photos'),
    hint: t('write.photosHint', { max: POST_LIMITS.photos }),
    disabled: submission.submitting,
    texts: { pending: t('write.photosPending'), failed: t('write.photosFailed') },
  });
  const [values, setValues] = useState<WritePostValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<WritePostField, string>>>({});

  const submit = () =>
    submission.submit(() => {
      const errors: Partial<Record<WritePostField, string>> = {};
      for (const field of ['title', 'content'] as const) {
        const message = validate('required', values[field], locale);
        if (message) errors[field] = message;
      }
      setFieldErrors(errors);
      const photosUp = photosReady();
      if (Object.keys(errors).length > 0 || !photosUp) return null;
      return {
        title: values.title.trim(),
        content: values.content.trim(),
        images: photos.uploaded.map((photo) => photo.url),
        tags: [...values.tags],
        teams: [...values.products],
      };
    });

  const toggle = (key: 'tags' | 'products', id: string, on: boolean) =>
    setValues((current) => ({ ...current, [key]: on ? [...current[key].filter((known) => known !== id), id] : current[key].filter((known) => known !== id) }));

  return (
    <WritePostView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: field === 'title' ? truncateGraphemes(value, POST_LIMITS.title, '') : value }))}
      onToggleTag={(id, on) => toggle('tags', id, on)}
      onToggleProduct={(id, on) => toggle('products', id, on && values.products.length < POST_LIMITS.products)}
      tags={data.kind === 'ok' ? data.tags : []}
      products={data.kind === 'ok' ? data.products : []}
      fieldErrors={fieldErrors}
      photos={photoField}
      photosProblem={photosProblem}
      failure={submission.failure}
      submitting={submission.submitting}
      onSubmit={submit}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
