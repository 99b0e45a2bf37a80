import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender, type SkinType } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Icon } from '../../../components/Icon';
import { ListRow } from '../../../components/ListRow';
import { RadioGroup } from '../../../components/Radio';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/TextField';
import { FormPage } from '../../shared/forms';
import { BEAUTY_PROFILE_PAGE, isGender, SkinTypeField } from '../shared';
import { AvatarField, type AvatarStatus } from './AvatarField';
import { BirthdayField } from './BirthdayField';
import type { ProfileValues } from './profileLoader';
import { Failure } from './ProfileView.styles';

export type ProfileStatus = 'loading' | 'error' | 'ready';
export type ProfileField = keyof ProfileValues;
export type { AvatarStatus };

export interface ProfileViewProps {
  status: ProfileStatus;
  retrying?: boolean;
  values: ProfileValues;
  onChange: <F extends ProfileField>(field: F, value: ProfileValues[F]) => void;
  /** The nickname's problem (empty, too long), when Save found one. */
  nicknameError?: string | null;
  /** Today in Bangkok: the last day a birthday may be. */
  today: string;
  /** The photo shown (saved, or the chosen file while it goes up), or null for the initials. */
  avatarSrc?: string | null;
  avatarStatus?: AvatarStatus;
  onPickAvatar: (file: File) => void;
  onRetryAvatar: () => void;
  /** The backend refused the save: its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  /** The beauty profile link was followed (call preventDefault to route in-app). */
  onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  onRetry: () => void;
  /** Opens the birthday picker at first (a story of the open picker). */
  birthdayPickerOpen?: boolean;
}

const IDLE: AvatarStatus = { kind: 'idle' };

/**
 * The shopper's profile (spec §2 /m/myprofile.php): the photo (changed through the storage upload),
 * nickname, gender, birthday (Buddhist era in Thai) and skin type, saved with one button; a link to
 * the beauty profile. Needs login.
 */
export function ProfileView({
  status,
  retrying = false,
  values,
  onChange,
  nicknameError = null,
  today,
  avatarSrc = null,
  avatarStatus = IDLE,
  onPickAvatar,
  onRetryAvatar,
  failure = null,
  submitting = false,
  onSubmit,
  onOpen,
  onRetry,
  birthdayPickerOpen = false,
}: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const title = t('profile.title');
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' ? (
          <Skeleton variant="text" lines={6} announce label={t('profile.loading')} />
        ) : (
          <ErrorState title={t('profile.error.title')} message={t('profile.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </FormPage>
    );
  }
  return (
    <FormPage
      title={title}
      submitting={submitting}
      onSubmit={onSubmit}
      after={
        <ListRow
          variant="card"
          align="center"
          title={t('profile.beautyLink')}
          subtitle={t('profile.beautyLinkHint')}
          trailing={<Icon name="chevron" size={16} />}
          href={BEAUTY_PROFILE_PAGE}
          onOpen={(event) => onOpen(BEAUTY_PROFILE_PAGE, event)}
        />
      }
    >
      <AvatarField name={values.nickname} src={avatarSrc} status={avatarStatus} onPick={onPickAvatar} onRetry={onRetryAvatar} />
      <TextField
        label={t('profile.nickname.label')}
        hint={t('profile.nickname.hint')}
        value={values.nickname}
        onChange={(value) => onChange('nickname', value)}
        error={nicknameError}
        rules={['required']}
        autoComplete="nickname"
      />
      <RadioGroup
        legend={t('profile.gender.label')}
        name="gender"
        direction="horizontal"
        options={GENDERS.map((gender: Gender) => ({ value: gender, label: t(`profile.gender.options.${gender}`) }))}
        value={values.gender}
        onChange={(gender) => {
          if (isGender(gender)) onChange('gender', gender);
        }}
      />
      <BirthdayField value={values.birthday} onChange={(birthday) => onChange('birthday', birthday)} today={today} initiallyOpen={birthdayPickerOpen} />
      <SkinTypeField name="skin_type" value={values.skinType} onChange={(skinType: SkinType) => onChange('skinType', skinType)} />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('profile.submit')}
      </Button>
    </FormPage>
  );
}
