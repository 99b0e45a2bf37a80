import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { languageMachine } from '../../../machines/language/language.machine';
import {
  browserLanguageEnvironment,
  createLanguageActors,
  type LanguageEnvironment,
} from '../../../machines/language/language.actors';
import { changeLocale } from '../../../i18n/loadLocaleResources';
import { useSession, useSessionActorRef } from '../../../session';
import { LanguageSwitcherView } from './LanguageSwitcherView';

export interface LanguageSwitcherProps {
  /** Query, cookies, browser languages and session storage; the browser's by default. */
  environment?: LanguageEnvironment;
  /** Shown while the language is being detected (LanguageSwitcherView). */
  whileDetecting?: ReactNode;
}

/**
 * The wired language choice: detects the language once (spec §4), switches and saves it (the
 * f34c_lang2 cookie), applies it to i18next and the session, and holds zh_CN in Chinese tourist mode.
 */
export function LanguageSwitcher({ environment, whileDetecting }: LanguageSwitcherProps) {
  const { i18n, t } = useTranslation('flows');
  const session = useSessionActorRef();
  const tourist = useSession((s) => s.is_chinese_tourists);
  const [env] = useState(
    () => environment ?? browserLanguageEnvironment({ chineseTourist: () => session.getSnapshot().context.is_chinese_tourists }),
  );
  const machine = useMemo(() => languageMachine.provide({ actors: createLanguageActors(env) }), [env]);
  const actorRef = useActorRef(machine);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('changed', (event) => {
        session.send({ type: 'locale.set', locale: event.locale });
        if (i18n.language !== event.locale) void changeLocale(i18n, event.locale);
      }),
      actorRef.on('locked', () => session.send({ type: 'toast.show', text: t('language.locked'), tone: 'info' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, i18n, t]);

  useEffect(() => {
    if (tourist) actorRef.send({ type: 'tourist.enter' });
  }, [actorRef, tourist]);

  return <LanguageSwitcherView actorRef={actorRef} whileDetecting={whileDetecting} />;
}
