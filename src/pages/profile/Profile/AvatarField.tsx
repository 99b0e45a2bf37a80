import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Text } from '../../../components/Text';
import { AvatarBlock, AvatarSide, AvatarState, ProgressBar } from './ProfileView.styles';

/** Where the photo change is: nothing under way, the upload (0–100 %), saving it to the profile, or failed with the reason. */
export type AvatarStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly progress: number }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly message: string };

export interface AvatarFieldProps {
  /** Whose photo (the nickname): the picture's name and the initials without one. */
  readonly name: string;
  /** The photo shown: the saved one, or the chosen file while it goes up. */
  readonly src: string | null;
  readonly status: AvatarStatus;
  /** A file was chosen. */
  readonly onPick: (file: File) => void;
  /** Try the failed step again. */
  readonly onRetry: () => void;
}

/** The profile photo: the picture, Change photo (the system picker), the upload's progress, or its failure with a retry. */
export function AvatarField({ name, src, status, onPick, onRetry }: AvatarFieldProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const busy = status.kind === 'uploading' || status.kind === 'saving';

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <AvatarBlock role="group" aria-labelledby={labelId}>
      <Avatar name={name} size="xl" {...(src ? { src } : {})} />
      <AvatarSide>
        <Text as="span" variant="bodyStrong" id={labelId}>
          {t('avatar.label')}
        </Text>
        <Button variant="outline" icon={<Icon name="camera" size={16} />} loading={busy} onClick={() => input.current?.click()}>
          {t('avatar.change')}
        </Button>
        <div aria-live="polite">
          {status.kind === 'uploading' && (
            <AvatarState $tone="default">
              <Text as="span" variant="small">
                {t('avatar.uploading', { progress: status.progress })}
              </Text>
              <ProgressBar max={100} value={status.progress} aria-label={t('avatar.progress')} />
            </AvatarState>
          )}
          {status.kind === 'saving' && (
            <AvatarState $tone="default">
              <Text as="span" variant="small">
                {t('avatar.saving')}
              </Text>
            </AvatarState>
          )}
        </div>
        {status.kind === 'failed' && (
          <AvatarState $tone="danger" role="alert">
            <Text as="span" variant="bodyStrong" tone="danger">
              {t('avatar.failed')}
            </Text>
            <Text as="span" variant="small">
              {t('avatar.reason', { message: status.message })}
            </Text>
            <Button variant="outline" onClick={onRetry}>
              {t('avatar.retry')}
            </Button>
          </AvatarState>
        )}
      </AvatarSide>
      <input ref={input} type="file" accept="image/*" hidden tabIndex={-1} onChange={picked} />
    </AvatarBlock>
  );
}
