import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { compactCount } from './compactCount';

export interface BrandHeaderProps {
  brandName: string;
  logoUrl: string;
  /** A line under the name (spec §3 brandInfo.summary). */
  summary?: string;
  /** spec §3 brandInfo.is_following. */
  following: boolean;
  /** spec §3 brandInfo.following_count. */
  followingCount: number;
  /** The follow request is running: the button shows a spinner and ignores taps. */
  pending?: boolean;
  /** Called with the state the shopper asks for (true: follow, false: unfollow). */
  onToggleFollow?: (follow: boolean) => void;
  /**
   * Puts the follow button in a form (a follow posted without JavaScript): it then submits it, and
   * its click still calls `onToggleFollow` once the page works.
   */
  followForm?: (button: ReactElement) => ReactNode;
}

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
`;

const Logo = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: 700;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

/**
 * A brand flagship's header: logo, name, follower count and a Follow toggle button
 * (aria-pressed), for the top of brand pages.
 */
export function BrandHeader({
  brandName,
  logoUrl,
  summary,
  following,
  followingCount,
  pending = false,
  onToggleFollow,
  followForm,
}: BrandHeaderProps) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  return (
    <Header>
      <Logo src={logoUrl} alt={t('brandHeader.logo', { name: brandName })} width={56} height={56} />
      <Text>
        <Name>{brandName}</Name>
        <Meta>
          {t('brandHeader.followers', {
            count: Math.max(0, Math.floor(followingCount)),
            formattedCount: compactCount(followingCount, locale),
          })}
        </Meta>
        {summary && <Meta>{summary}</Meta>}
      </Text>
      {(followForm ?? ((button: ReactElement) => button))(
      <Button
        type={followForm ? 'submit' : 'button'}
        variant={following ? 'outline' : 'primary'}
        aria-pressed={following}
        loading={pending}
        icon={following ? undefined : <Icon name="heart" size={16} />}
        onClick={() => onToggleFollow?.(!following)}
      >
        {t(following ? 'brandHeader.following' : 'brandHeader.follow')}
      </Button>,
      )}
    </Header>
  );
}
