import { useTranslation } from 'react-i18next';
import { Button, Section, Text } from '../../../components';
import { CounterPage, type CounterFrameState } from '../shared';
import { Actions } from '../shared/counter.styles';

export type HelpContactViewState = CounterFrameState | { readonly status: 'ready' };

export interface HelpContactViewProps {
  state: HelpContactViewState;
  onLiveChat: () => void;
  onQuestions: () => void;
  onAccountCentre: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

/**
 * Merchant support (spec §2 /m/booking/help/contact): live chat first (the shop's chat knows the
 * merchant account), the common questions, and the account centre. Pure.
 */
export function HelpContactView({ state, onLiveChat, onQuestions, onAccountCentre, onRetry, onJoin }: HelpContactViewProps) {
  const { t } = useTranslation('bookingCounter');
  return (
    <CounterPage title={t('contact.title')} state={state} onRetry={onRetry} onJoin={onJoin}>
      <Section title={t('contact.chatTitle')} headingLevel={2}>
        <Text>{t('contact.chatBody')}</Text>
      </Section>
      <Actions>
        <Button size="lg" fullWidth onClick={onLiveChat}>
          {t('contact.chat')}
        </Button>
        <Button size="lg" variant="outline" fullWidth onClick={onQuestions}>
          {t('contact.questions')}
        </Button>
        <Button size="lg" variant="outline" fullWidth onClick={onAccountCentre}>
          {t('contact.accountCentre')}
        </Button>
      </Actions>
    </CounterPage>
  );
}
