import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { RadioGroup } from '../../../components/Radio';
import type { TranslateLanguage } from '../layoutDialogs.types';

const LANGUAGES: readonly TranslateLanguage[] = ['th_TH', 'en_US', 'zh_CN'];

function isLanguage(value: string): value is TranslateLanguage {
  return (LANGUAGES as readonly string[]).includes(value);
}

export interface TranslateDialogProps {
  open: boolean;
  /** The current translation target (spec §3 transLang; spec §4 default: English on the Thai site, else Thai). */
  current: TranslateLanguage;
  onSelect: (language: TranslateLanguage) => void;
  onClose: () => void;
}

/** Chooses the language reviews and feeds are translated into. */
export function TranslateDialog({ open, current, onSelect, onClose }: TranslateDialogProps) {
  const { t } = useTranslation('app');
  const [choice, setChoice] = useState<TranslateLanguage>(current);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('layout.translate.title')}
      variant="custom"
      actions={
        <Button fullWidth onClick={() => onSelect(choice)}>
          {t('layout.translate.confirm')}
        </Button>
      }
    >
      <RadioGroup
        legend={t('layout.translate.legend')}
        name="translate-language"
        value={choice}
        onChange={(value) => {
          if (isLanguage(value)) setChoice(value);
        }}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`layout.translate.languages.${language}`) }))}
      />
    </Dialog>
  );
}
