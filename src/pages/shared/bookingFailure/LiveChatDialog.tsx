import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Text } from '../../../components/Text';
import { useShopNavigation } from '../navigation';
import { ACCOUNT_CENTRE_ADDRESS, LIVE_CHAT_ADDRESS } from './liveChatAddresses';

export interface LiveChatDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The backend's message with the 20001 answer; a general sentence when it gave none. */
  readonly message?: string | null;
}

/**
 * spec §3/§8: a booking call answered 20001 — the account needs a person to look at it. Offers the
 * shop's live chat (the help page's chat, which knows guests, tourists and shoppers) or the account
 * centre.
 */
export function LiveChatDialog({ open, onClose, message = null }: LiveChatDialogProps) {
  const { t } = useTranslation('bookingFailure');
  const navigation = useShopNavigation();
  const go = (href: string) => {
    onClose();
    navigation.go(href);
  };
  return (
    <Dialog
      open={open}
      variant="custom"
      title={t('liveChat.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" onClick={() => go(ACCOUNT_CENTRE_ADDRESS)}>
            {t('liveChat.accountCentre')}
          </Button>
          <Button onClick={() => go(LIVE_CHAT_ADDRESS)}>{t('liveChat.chat')}</Button>
        </>
      }
    >
      {open ? <Text variant="body">{message || t('liveChat.body')}</Text> : null}
    </Dialog>
  );
}
