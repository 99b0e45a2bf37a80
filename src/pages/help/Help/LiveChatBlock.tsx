import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { ListRow } from '../../../components/ListRow';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { ChatBody, Failure } from './HelpView.styles';
import type { LiveChatOffer } from './liveChat';

export interface LiveChatBlockProps {
  /** What the shopper is offered; null while the page loads. */
  readonly offer: LiveChatOffer | null;
  /** The chat is being started (the chat id saved). */
  readonly starting?: boolean;
  /** Why starting failed. */
  readonly failure?: string | null;
  readonly onStart: () => void;
  /** The sign-in or WeChat link was followed (call preventDefault to route in-app). */
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The sign-in check failed: check again. */
  readonly onRetry: () => void;
}

/** The live chat (spec §6: login needed; tourists get WeChat's): a start button, a sign-in link, the WeChat link, or why not. */
export function LiveChatBlock({ offer, starting = false, failure = null, onStart, onOpen, onRetry }: LiveChatBlockProps) {
  const { t } = useTranslation('help');
  if (offer === null) return <Skeleton variant="text" lines={2} announce={false} />;
  switch (offer.kind) {
    case 'guest':
      return (
        <ChatBody>
          <Text variant="body">{t('help.chat.guestNote')}</Text>
          <ListRow
            variant="card"
            align="center"
            title={t('help.chat.signIn')}
            trailing={<Icon name="chevron" size={16} />}
            href={offer.signInHref}
            onOpen={(event) => onOpen(offer.signInHref, event)}
          />
        </ChatBody>
      );
    case 'tourist':
      return (
        <ChatBody>
          <Text variant="body">{t('help.chat.wechatNote')}</Text>
          {offer.wechatHref ? (
            <ListRow
              variant="card"
              align="center"
              title={t('help.chat.wechat')}
              trailing={<Icon name="chevron" size={16} />}
              href={offer.wechatHref}
              onOpen={(event) => onOpen(offer.wechatHref ?? '', event)}
            />
          ) : (
            <Text variant="body" tone="muted">
              {t('help.chat.unavailable')}
            </Text>
          )}
        </ChatBody>
      );
    case 'unknown':
      return (
        <ChatBody>
          <Text variant="body">{t('help.chat.checkFailed')}</Text>
          <Button type="button" variant="secondary" size="lg" fullWidth onClick={onRetry}>
            {t('help.chat.retry')}
          </Button>
        </ChatBody>
      );
    case 'shopper':
      return (
        <ChatBody>
          <Text variant="body">{t('help.chat.intro')}</Text>
          {offer.hours && (
            <Text variant="small" tone="muted">
              {t('help.chat.hours', { hours: offer.hours })}
            </Text>
          )}
          {offer.available ? (
            <Button type="button" size="lg" fullWidth icon={<Icon name="chat" size={20} />} loading={starting} onClick={onStart}>
              {t('help.chat.start')}
            </Button>
          ) : (
            <Text variant="body" tone="muted">
              {t('help.chat.unavailable')}
            </Text>
          )}
          {failure && <Failure role="alert">{failure}</Failure>}
        </ChatBody>
      );
  }
}
