import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { Frame, Image } from './Avatar.styles';
import type { AvatarSize } from './Avatar.types';
import { initials } from './initials';

export interface AvatarProps {
  /** Whose picture it is: the image's alt text and the source of the fallback initials. */
  name: string;
  /** The picture; when missing or when it fails to load, the initials show instead. */
  src?: string;
  /** sm 32 px, md 44 px, lg 52 px, xl 64 px. */
  size?: AvatarSize;
  /** Hidden from screen readers; use it when the name is written right beside the avatar. */
  decorative?: boolean;
}

const iconSizes: Record<AvatarSize, number> = { sm: 16, md: 24, lg: 28, xl: 32 };

/** A round profile picture with initials (or a person icon) when there is no picture. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const { t } = useTranslation('basics');
  // Remember which src failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  const letters = initials(name);
  const spoken = name.trim() === '' ? t('avatar.anonymous') : name;
  const fallbackRole = decorative || showImage ? {} : { role: 'img', 'aria-label': spoken };
  return (
    <Frame $size={size} aria-hidden={decorative || undefined} {...fallbackRole}>
      {letters === '' ? <Icon name="user" size={iconSizes[size]} /> : <span aria-hidden>{letters}</span>}
      {showImage && (
        <Image src={src} alt={decorative ? '' : spoken} onError={() => setFailedSrc(src)} draggable={false} />
      )}
    </Frame>
  );
}
