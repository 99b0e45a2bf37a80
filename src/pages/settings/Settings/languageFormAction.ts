import { data } from 'react-router';
import { isLocale } from '../../../format/locale';
import { serializeLanguageCookie } from '../../../i18n/languageCookie';
import { isChineseTouristRequest } from '../../../i18n/touristSession';
import { fieldOf, type FormResult } from '../../../forms/formPost';

/** The language form's intent (LanguageForm). */
export const LANGUAGE_INTENT = 'language';

/**
 * The language form posted without JavaScript: the chosen language is saved in the language cookie
 * the answer sets (the page comes back in it), as the language switcher does in the browser. In
 * Chinese tourist mode only Simplified Chinese is taken; an unknown language is refused.
 */
export function languageFormAction(form: FormData, request: Request) {
  const locale = fieldOf(form, 'locale');
  const url = new URL(request.url);
  const tourist = isChineseTouristRequest({ url, cookie: request.headers.get('cookie') ?? '', userAgent: request.headers.get('user-agent') ?? '' });
  if (!isLocale(locale) || (tourist && locale !== 'zh_CN')) {
    const refused: FormResult = { intent: LANGUAGE_INTENT, outcome: { kind: 'refused', messageKey: tourist ? 'flows:language.locked' : 'forms:refused' } };
    return refused;
  }
  const saved: FormResult = { intent: LANGUAGE_INTENT, outcome: { kind: 'ok' } };
  return data(saved, { headers: { 'set-cookie': serializeLanguageCookie(locale, { secure: url.protocol === 'https:' }) } });
}
