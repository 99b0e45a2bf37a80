import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { updateProfile, type User } from '../../../api';
import { countGraphemes } from '../../../format/text';
import { useLocale } from '../../../i18n';
import { useApiClient, useSessionSend } from '../../../session';
import { validate } from '../../../validation';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useFormSubmission } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import type { AvatarStatus } from './AvatarField';
import type { ProfileSubmission } from './profileAction';
import { profileValuesOf, type ProfileData, type ProfileValues } from './profileLoader';
import { ProfileView } from './ProfileView';
import { MAX_AVATAR_BYTES, useAvatarUpload } from './useAvatarUpload';

/** The longest nickname, in characters as a reader counts them (the backend's limit). */
export const MAX_NICKNAME = 30;

const EMPTY: ProfileValues = { nickname: '', gender: '', birthday: null, skinType: '' };

type AvatarSave = { readonly kind: 'idle' } | { readonly kind: 'saving' } | { readonly kind: 'failed'; readonly message: string; readonly url: string };

/**
 * The profile container: the form's values (from the loader, then from each save's answer), one
 * save however often Save is pressed (through the route's action, useFormSubmission), and the photo: the upload flow, then the profile saved with
 * the uploaded address at once (a toast says so); a failure of either step shows its message and
 * a retry of that step.
 */
export function Profile() {
  const data = useLoaderData<ProfileData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('profile');
  const loaded = data.kind === 'ok' ? data : null;
  const today = loaded?.today ?? '';
  const [values, setValues] = useState<ProfileValues>(loaded?.values ?? EMPTY);
  const [avatar, setAvatar] = useState<string | null>(loaded?.avatar ?? null);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [avatarSave, setAvatarSave] = useState<AvatarSave>({ kind: 'idle' });

  // New loader data (a retry, a revalidation) replaces what the form shows.
  const [shownFor, setShownFor] = useState(data);
  if (shownFor !== data) {
    setShownFor(data);
    setValues(loaded?.values ?? EMPTY);
    setAvatar(loaded?.avatar ?? null);
  }

  /** The uploaded photo saved to the profile: whether it was kept. */
  const saveAvatar = async (url: string): Promise<boolean> => {
    setAvatarSave({ kind: 'saving' });
    const result = await updateProfile(client, { avatar: url }, { suppressToast: true });
    if (!result.ok) {
      setAvatarSave(result.kind === 'cancelled' ? { kind: 'idle' } : { kind: 'failed', message: failureText(result), url });
      return false;
    }
    setAvatar(result.data.avatar || url);
    setAvatarSave({ kind: 'idle' });
    send({ type: 'toast.show', text: t('avatar.done'), tone: 'success' });
    return true;
  };
  const upload = useAvatarUpload((file) => saveAvatar(file.url));

  const pickAvatar = (file: File) => {
    const problem = !file.type.startsWith('image/') ? t('avatar.notImage') : file.size > MAX_AVATAR_BYTES ? t('avatar.tooLarge') : null;
    if (problem) {
      send({ type: 'toast.show', text: problem, tone: 'danger' });
      return;
    }
    setAvatarSave({ kind: 'idle' });
    upload.start(file);
  };

  const avatarStatus: AvatarStatus =
    upload.state.kind !== 'idle'
      ? upload.state
      : avatarSave.kind === 'failed'
        ? { kind: 'failed', message: avatarSave.message }
        : avatarSave.kind === 'saving'
          ? { kind: 'saving' }
          : { kind: 'idle' };

  const submission = useFormSubmission<ProfileSubmission, User>({
    onOk: (saved) => {
      setValues(profileValuesOf(saved, today));
      send({ type: 'toast.show', text: t('profile.saved'), tone: 'success' });
    },
  });
  const submit = () =>
    submission.submit(() => {
      const nickname = values.nickname.trim();
      const problem = validate('required', nickname, locale) ?? (countGraphemes(nickname) > MAX_NICKNAME ? t('profile.nickname.tooLong', { max: MAX_NICKNAME }) : null);
      setNicknameError(problem);
      if (problem) return null;
      return { username: nickname, gender: values.gender, birthday: values.birthday ?? '', skin_type: values.skinType };
    });

  return (
    <ProfileView
      status={loaded ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      nicknameError={nicknameError}
      today={today}
      // The chosen file shows while it goes up and is saved (or failed); the saved photo otherwise.
      avatarSrc={avatarStatus.kind === 'idle' ? avatar : (upload.preview ?? avatar)}
      avatarStatus={avatarStatus}
      onPickAvatar={pickAvatar}
      onRetryAvatar={() => {
        if (upload.failed) upload.retry();
        else if (avatarSave.kind === 'failed') void saveAvatar(avatarSave.url);
      }}
      failure={submission.failure}
      submitting={submission.submitting}
      onSubmit={submit}
      onOpen={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
