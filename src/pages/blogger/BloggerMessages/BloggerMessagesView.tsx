import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Tag } from '../../../components/Tag';
import { Text } from '../../../components/Text';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { AnnouncementDialog } from '../shared/BloggerDialogs';
import type { BloggerMessageItem } from './bloggerMessagesLoader';
import { MessageButton, Preview, TitleLine, UnreadDot, When } from './BloggerMessagesView.styles';

export type BloggerMessagesStatus = 'loading' | 'error' | 'ready';

export interface BloggerMessagesViewProps {
  status: BloggerMessagesStatus;
  retrying?: boolean;
  messages?: readonly BloggerMessageItem[];
  /** The message open in its popup, if any. */
  openId?: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
  /** Empty: the programme page. */
  onProgramme: () => void;
  onRetry: () => void;
}

const TONES = { notice: 'neutral', result: 'success', announcement: 'brand' } as const;

/**
 * Messages from the blogger programme (spec §2 /m/blogger/blogger_msg), newest first: notices,
 * the application's result and announcements; each opens in a popup (announcements in the
 * programme's announcement popup). Needs login.
 */
export function BloggerMessagesView({ status, retrying = false, messages = [], openId = null, onOpen, onClose, onProgramme, onRetry }: BloggerMessagesViewProps) {
  const { t } = useTranslation('blogger');
  const locale = useLocale();
  const titleId = useId();
  const open = messages.find((message) => message.id === openId) ?? null;
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('messages.title')}
        </Heading>
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={6} announce label={t('common.loading')} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'ready' && messages.length === 0 && (
          <EmptyState
            icon="chat"
            title={t('messages.empty.title')}
            description={t('messages.empty.description')}
            actionLabel={t('messages.empty.action')}
            onAction={onProgramme}
            headingLevel={2}
          />
        )}
        {status === 'ready' && messages.length > 0 && (
          <StackList $gap={3}>
            {messages.map((message) => (
              <li key={message.id}>
                <MessageButton type="button" aria-haspopup="dialog" onClick={() => onOpen(message.id)}>
                  <TitleLine>
                    <Tag tone={TONES[message.kind]} size="sm">
                      {t(`messages.kinds.${message.kind}`)}
                    </Tag>
                    <span>{message.title}</span>
                    {message.unread && (
                      <>
                        <UnreadDot aria-hidden="true" />
                        <VisuallyHidden>{t('messages.unread')}</VisuallyHidden>
                      </>
                    )}
                  </TitleLine>
                  {message.body && <Preview>{message.body}</Preview>}
                  <When>{formatDate(message.at, locale, 'dateTime')}</When>
                </MessageButton>
              </li>
            ))}
          </StackList>
        )}
      </Section>
      <AnnouncementDialog announcement={open?.kind === 'announcement' ? open : null} open={open?.kind === 'announcement'} onClose={onClose} />
      <Dialog open={open !== null && open.kind !== 'announcement'} onClose={onClose} title={open?.title ?? ''} variant="alert" confirmLabel={t('dialogs.close')}>
        {open && (
          <>
            <Text as="span">{open.body}</Text>
            <When as="span">{` · ${formatDate(open.at, locale, 'dateTime')}`}</When>
          </>
        )}
      </Dialog>
    </AccountPage>
  );
}
