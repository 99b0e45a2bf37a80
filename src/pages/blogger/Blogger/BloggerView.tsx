import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { formatCount } from '../../../format';
import { useLocale } from '../../../i18n';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { AnnouncementDialog } from '../shared/BloggerDialogs';
import type { BloggerStanding } from '../shared/bloggerPaths';
import { Actions, Points } from '../shared/bloggerPage.styles';
import type { BloggerProgrammeFacts } from './bloggerLoader';

export type BloggerStatus = 'loading' | 'error' | 'ready';

/** Where the page's buttons lead. */
export type BloggerAction = 'apply' | 'progress' | 'messages' | 'cashback';

export interface BloggerViewProps {
  status: BloggerStatus;
  retrying?: boolean;
  programme?: BloggerProgrammeFacts;
  /** Where the visitor stands: decides the buttons (a guest's Apply leads to sign in first). */
  standing?: BloggerStanding;
  /** The announcement popup is open. */
  announcementOpen?: boolean;
  onCloseAnnouncement: () => void;
  onAction: (action: BloggerAction) => void;
  onRetry: () => void;
}

const OFFERS = ['cashback', 'products', 'featured', 'events'] as const;
const RULES = ['followers', 'content', 'account'] as const;

/**
 * The blogger programme (spec §2 /m/blogger): what it offers, who may apply and the way in: Apply
 * (a guest signs in first), or the application's progress, the messages and the cashback once
 * applied. The programme's announcement opens as a popup. Public.
 */
export function BloggerView({
  status,
  retrying = false,
  programme,
  standing = 'guest',
  announcementOpen = false,
  onCloseAnnouncement,
  onAction,
  onRetry,
}: BloggerViewProps) {
  const { t } = useTranslation('blogger');
  const locale = useLocale();
  const titleId = useId();
  const rate = programme ? String(programme.cashbackRate) : '';
  const followers = programme ? formatCount(programme.minFollowers, locale) : '';
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('home.title')}
        </Heading>
        <Text tone="muted">{t('home.intro')}</Text>
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={6} announce label={t('common.loading')} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
      </Section>
      {status === 'ready' && programme && (
        <>
          <Section title={t('home.offers.title')} variant="plain">
            <Points>
              {OFFERS.map((key) => (
                <li key={key}>{t(`home.offers.${key}`, { rate })}</li>
              ))}
            </Points>
          </Section>
          <Section title={t('home.rules.title')} variant="plain">
            <Points>
              {RULES.map((key) => (
                <li key={key}>{t(`home.rules.${key}`, { followers })}</li>
              ))}
            </Points>
          </Section>
          <Actions>
            {standing === 'applying' && <Text>{t('home.standing.applying')}</Text>}
            {standing === 'approved' && <Text>{t('home.standing.approved')}</Text>}
            {standing === 'rejected' && <Text>{t('home.standing.rejected')}</Text>}
            {(standing === 'guest' || standing === 'none' || standing === 'rejected') && (
              <Button size="lg" fullWidth onClick={() => onAction('apply')}>
                {t(standing === 'guest' ? 'home.actions.signInToApply' : standing === 'rejected' ? 'home.actions.applyAgain' : 'home.actions.apply')}
              </Button>
            )}
            {(standing === 'applying' || standing === 'rejected') && (
              <Button size="lg" fullWidth variant={standing === 'applying' ? 'primary' : 'secondary'} onClick={() => onAction('progress')}>
                {t('home.actions.progress')}
              </Button>
            )}
            {standing === 'approved' && (
              <Button size="lg" fullWidth onClick={() => onAction('cashback')}>
                {t('home.actions.cashback')}
              </Button>
            )}
            {standing !== 'guest' && standing !== 'none' && (
              <Button size="lg" fullWidth variant="secondary" onClick={() => onAction('messages')}>
                {t('home.actions.messages')}
              </Button>
            )}
          </Actions>
        </>
      )}
      <AnnouncementDialog announcement={status === 'ready' ? (programme?.announcement ?? null) : null} open={announcementOpen} onClose={onCloseAnnouncement} />
    </AccountPage>
  );
}
