import { useId, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { SegmentedControl, Skeleton } from '../../../components';
import { LOCALES, isLocale } from '../../../format/locale';
import type { languageMachine } from '../../../machines/language/language.machine';
import { Label, Note, Wrapper } from './LanguageSwitcherView.styles';

export interface LanguageSwitcherViewProps {
  actorRef: ActorRefFrom<typeof languageMachine>;
  /**
   * Shown while the language is being detected (the server's HTML and the first moment in the
   * browser) instead of a placeholder: e.g. a form that switches the language without JavaScript.
   */
  whileDetecting?: ReactNode;
}

/**
 * The language choice of a running language actor: Thai, English, Simplified Chinese, each named
 * in its own language. In Chinese tourist mode only Chinese can be chosen, and a note says why.
 */
export function LanguageSwitcherView({ actorRef, whileDetecting }: LanguageSwitcherViewProps) {
  const { t } = useTranslation('flows');
  const labelId = useId();
  const detecting = useSelector(actorRef, (s) => s.matches('detecting'));
  const locale = useSelector(actorRef, (s) => s.context.locale);
  const locked = useSelector(actorRef, (s) => s.context.touristLocked);

  return (
    <Wrapper>
      <Label id={labelId}>{t('language.label')}</Label>
      {detecting ? (
        (whileDetecting ?? <Skeleton variant="text" lines={1} />)
      ) : (
        <SegmentedControl
          label={t('language.label')}
          value={locale}
          onChange={(value) => {
            if (isLocale(value)) actorRef.send({ type: 'switch', locale: value });
          }}
          options={LOCALES.map((value) => ({ value, label: t(`language.${value}`), disabled: locked && value !== 'zh_CN' }))}
        />
      )}
      {locked && <Note>{t('language.locked')}</Note>}
    </Wrapper>
  );
}
