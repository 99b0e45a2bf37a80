import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { LinkCardList } from '../../shared/links';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { HelpTopicItem } from './helpLoader';
import { HelpTopicList } from './HelpTopicList';
import { LiveChatBlock } from './LiveChatBlock';
import type { LiveChatOffer } from './liveChat';

export type HelpStatus = 'loading' | 'error' | 'ready';

/** The other help pages (spec §2), in the order shown. */
export const MORE_HELP_LINKS = [
  { key: 'feedback', href: '/m/feedback.php' },
  { key: 'questions', href: '/m/my_question.php' },
  { key: 'nps', href: '/m/account/nps' },
] as const;

export interface HelpViewProps {
  /** The help topics' state (live chat does not wait for them). */
  status: HelpStatus;
  retrying?: boolean;
  topics?: readonly HelpTopicItem[];
  /** What the shopper typed in the topics' search. */
  query?: string;
  onQueryChange: (query: string) => void;
  /** The live chat on offer; null while loading. */
  chat: LiveChatOffer | null;
  chatStarting?: boolean;
  chatFailure?: string | null;
  onStartChat: () => void;
  /** A link was followed (sign in, WeChat, the other help pages): route in-app (call preventDefault). */
  onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Load again (the topics, or the sign-in check). */
  onRetry: () => void;
}

/**
 * The help centre (spec §2 /m/account/help.php): live chat first (spec §6: a guest is asked to
 * sign in and comes back here; a Chinese tourist gets the WeChat live chat), then the common
 * questions, searchable, each opening its answer, and links to feedback, the shopper's product
 * questions and the NPS survey.
 */
export function HelpView({
  status,
  retrying = false,
  topics = [],
  query = '',
  onQueryChange,
  chat,
  chatStarting = false,
  chatFailure = null,
  onStartChat,
  onOpen,
  onRetry,
}: HelpViewProps) {
  const { t } = useTranslation('help');
  const titleId = useId();
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('help.title')}
        </Heading>
      </Section>
      <Section title={t('help.chat.title')} variant="plain">
        <LiveChatBlock offer={chat} starting={chatStarting} failure={chatFailure} onStart={onStartChat} onOpen={onOpen} onRetry={onRetry} />
      </Section>
      <Section title={t('help.topics.title')} variant="plain">
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={6} announce label={t('help.loading')} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('help.error.title')} message={t('help.error.message')} retrying={retrying} onRetry={onRetry} headingLevel={3} />}
        {status === 'ready' && <HelpTopicList topics={topics} query={query} onQueryChange={onQueryChange} />}
      </Section>
      <Section title={t('help.more.title')} variant="plain">
        <LinkCardList links={MORE_HELP_LINKS.map((link) => ({ ...link, title: t(`help.more.${link.key}`) }))} onOpen={onOpen} />
      </Section>
    </AccountPage>
  );
}
