import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Ends, ErrorText, Face, Fieldset, Hint, Legend, NativeRadio, Tile, Tiles } from './ScoreScale.styles';

/** The NPS scale: 0 to 10. */
export const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface ScoreScaleProps {
  /** The chosen score; null before the shopper chooses. */
  readonly value: number | null;
  readonly onChange: (score: number) => void;
  readonly error?: string | null;
  readonly disabled?: boolean;
}

/** Each score's spoken name: "0 not likely", "1" … "9", "10 very likely". */
function useScoreName(): (score: number) => string {
  const { t } = useTranslation('help');
  return (score) => (score === 0 ? t('nps.scoreLow', { score }) : score === 10 ? t('nps.scoreHigh', { score }) : String(score));
}

/**
 * The 0–10 "how likely are you to recommend us" question as one group of native radios shown as
 * tiles: Tab enters the group, the arrow keys move the choice, Space picks; the ends are named
 * "0 not likely" and "10 very likely". Each tile is a touch target.
 */
export function ScoreScale({ value, onChange, error = null, disabled = false }: ScoreScaleProps) {
  const { t } = useTranslation('help');
  const name = useId();
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const legendId = `${name}-legend`;
  const scoreName = useScoreName();
  return (
    <Fieldset role="radiogroup" aria-labelledby={legendId} aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')} aria-required="true" disabled={disabled}>
      <Legend id={legendId}>{t('nps.question')}</Legend>
      <Hint id={hintId}>{t('nps.scaleHint')}</Hint>
      <Tiles>
        {SCORES.map((score) => (
          <Tile key={score}>
            <NativeRadio
              type="radio"
              name={name}
              value={String(score)}
              checked={value === score}
              onChange={() => onChange(score)}
              aria-label={scoreName(score)}
              aria-invalid={error ? true : undefined}
            />
            <Face aria-hidden="true" $invalid={Boolean(error)}>
              {score}
            </Face>
          </Tile>
        ))}
      </Tiles>
      <Ends aria-hidden="true">
        <span>{`0 · ${t('nps.notLikely')}`}</span>
        <span>{`10 · ${t('nps.veryLikely')}`}</span>
      </Ends>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
