import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { CardButton, Deck, PickOrder } from './TarotView.styles';
import { DECK_SIZE, PICKS_NEEDED } from './tarotPicks';

export interface TarotDeckProps {
  readonly picks: readonly number[];
  readonly disabled?: boolean;
  readonly onPick: (card: number) => void;
}

/**
 * The face-down cards as toggle buttons (aria-pressed; Enter or Space picks, again puts back).
 * With three picked, the others wait until one is put back.
 */
export function TarotDeck({ picks, disabled = false, onPick }: TarotDeckProps) {
  const { t } = useTranslation('games');
  const full = picks.length >= PICKS_NEEDED;
  return (
    <Deck aria-label={t('tarot.deck')}>
      {Array.from({ length: DECK_SIZE }, (_, index) => {
        const card = index + 1;
        const order = picks.indexOf(card) + 1;
        return (
          <li key={card}>
            <CardButton
              type="button"
              aria-pressed={order > 0}
              disabled={disabled || (full && order === 0)}
              onClick={() => onPick(card)}
            >
              <VisuallyHidden>{t('tarot.card', { number: card })}</VisuallyHidden>
              {order > 0 && <PickOrder aria-hidden="true">{order}</PickOrder>}
            </CardButton>
          </li>
        );
      })}
    </Deck>
  );
}
