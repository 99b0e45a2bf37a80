import { useTranslation } from 'react-i18next';
import { Button } from '../../../components';
import { CounterPage, type CounterFrameState } from '../shared';
import { Answer, Question, Questions } from './HelpQuestionView.styles';

/** The counter's common questions, in the order a new merchant meets them. */
export const MERCHANT_QUESTIONS = ['verify', 'usedCode', 'finalPayment', 'refund', 'hours', 'closed', 'income', 'account'] as const;

export type HelpQuestionViewState = CounterFrameState | { readonly status: 'ready' };

export interface HelpQuestionViewProps {
  state: HelpQuestionViewState;
  /** To merchant support. */
  onContact: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

/**
 * Merchant questions (spec §2 /m/booking/help/question): each question opens its answer (native
 * disclosure: keyboard and screen readers included); the way to support below. Pure.
 */
export function HelpQuestionView({ state, onContact, onRetry, onJoin }: HelpQuestionViewProps) {
  const { t } = useTranslation('bookingCounter');
  return (
    <CounterPage title={t('questions.title')} state={state} onRetry={onRetry} onJoin={onJoin}>
      <Questions>
        {MERCHANT_QUESTIONS.map((question) => (
          <li key={question}>
            <Question>
              <summary>{t(`questions.${question}.q`)}</summary>
              <Answer>{t(`questions.${question}.a`)}</Answer>
            </Question>
          </li>
        ))}
      </Questions>
      <Button size="lg" variant="outline" fullWidth onClick={onContact}>
        {t('questions.contact')}
      </Button>
    </CounterPage>
  );
}
