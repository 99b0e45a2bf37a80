import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { saveChatId } from '../../../api';
import { useApiClient, useSession } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { useFooterValue } from '../../shared/layoutData';
import { useShopNavigation } from '../../shared/navigation';
import type { HelpData } from './helpLoader';
import { HelpView } from './HelpView';
import { chatAddress, liveChatOffer, newChatId } from './liveChat';

export interface HelpProps {
  /** Makes a chat id for a shopper who has none yet; `web-` and a UUID by default (stories pass a fixed one). */
  readonly createChatId?: () => string;
}

/**
 * The help centre's container: filters the topics as the shopper types, and starts the live chat
 * once however often it is pressed: a shopper without a chat id gets one saved first (spec §7
 * chat-id save), then the chat opens with it. Tourists follow the WeChat link, guests sign in.
 */
export function Help({ createChatId = newChatId }: HelpProps) {
  const data = useLoaderData<HelpData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('help');
  const tourist = useSession((s) => s.is_chinese_tourists);
  const wechatLink = useFooterValue((footer) => footer.wechat?.live_chat_link, (s) => s.WeChat?.live_chat_link);
  const starting = useSingleFlight();
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // The chat id saved in this visit (the loader's stays as it was until the page loads again).
  const [savedChatId, setSavedChatId] = useState<string | null>(null);

  const ready = data.kind === 'ok' ? data : null;
  const offer = liveChatOffer({
    account: data.account,
    tourist,
    wechatLink,
    chatLink: ready?.chatLink ?? null,
    chatHours: ready?.chatHours ?? null,
    origin: data.origin,
  });

  const startChat = () =>
    starting.run(async () => {
      const link = ready?.chatLink;
      if (!link || data.account.kind !== 'shopper') return;
      setFailure(null);
      let chatId = data.account.chatId ?? savedChatId;
      if (!chatId) {
        const created = createChatId();
        const result = await saveChatId(client, { chat_id: created }, { suppressToast: true });
        if (!result.ok) {
          if (result.kind !== 'cancelled') setFailure(result.message || result.messageKey ? failureText(result) : t('help.chat.failed'));
          return;
        }
        setSavedChatId(created);
        chatId = created;
      }
      navigation.go(chatAddress(link, chatId, data.origin));
    });

  return (
    <HelpView
      status={ready ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      topics={ready?.topics ?? []}
      query={query}
      onQueryChange={setQuery}
      chat={offer}
      chatStarting={starting.busy}
      chatFailure={failure}
      onStartChat={() => void startChat()}
      onOpen={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
