import { useTranslation } from 'react-i18next';
import { Button } from '../../../components';
import { LOCALES } from '../../../format/locale';
import { PostForm } from '../../../forms/PostForm';
import { Choices } from './LanguageForm.styles';
import { LANGUAGE_INTENT } from './languageFormAction';

/**
 * The language choice as a form that works without JavaScript: each language is a submit button
 * posting to the settings page's action, which saves it in the language cookie; the page comes back
 * in that language. The page shows it until the language switcher has detected the language.
 */
export function LanguageForm() {
  const { t, i18n } = useTranslation('flows');
  return (
    <PostForm intent={LANGUAGE_INTENT} enhance={false} aria-label={t('language.label')}>
      <Choices>
        {LOCALES.map((locale) => (
          <Button key={locale} type="submit" name="locale" value={locale} size="sm" variant={locale === i18n.language ? 'primary' : 'outline'} aria-pressed={locale === i18n.language}>
            {t(`language.${locale}`)}
          </Button>
        ))}
      </Choices>
    </PostForm>
  );
}
