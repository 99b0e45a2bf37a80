import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { ListRow } from '../../../components/ListRow';
import { MembershipBadge } from '../../../components/MembershipBadge';
import { NoticeBar } from '../../../components/NoticeBar';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StepIndicator } from '../../../components/StepIndicator';
import { Tag } from '../../../components/Tag';
import { Text } from '../../../components/Text';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { MEMBERSHIP_LEVELS, type MembershipLevelInfo } from '../../shared/membership/membershipLevels';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { CurrentLevel } from './MembershipView.styles';

export type MembershipStatus = 'loading' | 'error' | 'guest' | 'ready';

export interface MembershipViewProps {
  status: MembershipStatus;
  retrying?: boolean;
  /** The shopper's level (ready); null when the backend's level is not one the page knows. */
  current?: MembershipLevelInfo | null;
  /** The level's name as the backend sent it, for the badge when it is not one the page knows. */
  levelName?: string | null;
  /** spec §3 up_user_level with show on: the level just reached, for the congratulation. */
  levelUp?: string | null;
  onRetry: () => void;
  /** Guests: go to the login page. */
  onLogin: () => void;
}

/**
 * Membership (spec §2 /m/membership): the shopper's level and the way to the next, every level's
 * benefits and what member prices are. Guests see what membership offers and a sign-in action.
 */
export function MembershipView({ status, retrying = false, current = null, levelName = null, levelUp = null, onRetry, onLogin }: MembershipViewProps) {
  const { t } = useTranslation('points');
  const locale = useLocale();
  const titleId = useId();
  const name = (level: MembershipLevelInfo) => t(`membership.levels.names.${level.key}`);
  const index = current ? MEMBERSHIP_LEVELS.indexOf(current) : 0;
  const next = current ? MEMBERSHIP_LEVELS[index + 1] : undefined;
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('membership.title')}
        </Heading>
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={2} announce label={t('membership.loading')} />
            <Skeleton variant="text" lines={4} announce={false} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('membership.error.title')} message={t('membership.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'guest' && (
          <EmptyState icon="crown" title={t('membership.guest.title')} description={t('membership.guest.description')} actionLabel={t('membership.guest.action')} onAction={onLogin} />
        )}
        {status === 'ready' && levelUp && <NoticeBar tone="info">{t('membership.levelUp', { level: levelUp })}</NoticeBar>}
        {status === 'ready' && (
          <CurrentLevel>
            <Text as="span" variant="small" tone="muted">
              {t('membership.current')}
            </Text>
            <MembershipBadge levelName={current ? name(current) : (levelName ?? t('membership.levels.names.member'))} tone={current?.tone ?? 'basic'} />
          </CurrentLevel>
        )}
        {status === 'ready' && current && (
          <KeyValueList>
            <KeyValueRow
              label={t('membership.progress.nextLabel')}
              value={next ? t('membership.progress.next', { level: name(next), amount: formatMoney(next.from, locale) }) : t('membership.progress.top')}
            />
          </KeyValueList>
        )}
        {status === 'ready' && current && (
          <StepIndicator
            label={t('membership.progress.label')}
            current={index}
            steps={MEMBERSHIP_LEVELS.map((level) => ({ id: level.key, label: name(level) }))}
          />
        )}
      </Section>
      {status !== 'loading' && status !== 'error' && (
        <>
          <Section title={t('membership.levels.title')} variant="plain">
            <StackList $gap={3}>
              {MEMBERSHIP_LEVELS.map((level) => (
                <li key={level.key}>
                  <ListRow
                    variant="card"
                    title={name(level)}
                    subtitle={`${t('membership.levels.from', { amount: formatMoney(level.from, locale) })} · ${t(`membership.benefits.${level.key}`)}`}
                    trailing={status === 'ready' && level === current ? <Tag tone="brand">{t('membership.levels.current')}</Tag> : undefined}
                  />
                </li>
              ))}
            </StackList>
          </Section>
          <Section title={t('membership.memberPrice.title')} variant="plain">
            <Text as="p">{t('membership.memberPrice.description')}</Text>
          </Section>
        </>
      )}
    </AccountPage>
  );
}
