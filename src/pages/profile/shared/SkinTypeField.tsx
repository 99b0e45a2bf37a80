import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../components/Radio';
import { SKIN_TYPES, type SkinType } from '../../../api';
import { isSkinType } from './profileChoices';

export interface SkinTypeFieldProps {
  /** The chosen skin type; '' while none is chosen. */
  readonly value: SkinType | '';
  readonly onChange: (value: SkinType) => void;
  /** The radios' shared name (one per form). */
  readonly name: string;
}

/** The skin type (profile and beauty profile share the one value): five radios, each with what it feels like. */
export function SkinTypeField({ value, onChange, name }: SkinTypeFieldProps) {
  const { t } = useTranslation('profile');
  return (
    <RadioGroup
      legend={t('skinType.label')}
      name={name}
      options={SKIN_TYPES.map((type) => ({ value: type, label: t(`skinType.options.${type}`), hint: t(`skinType.hints.${type}`) }))}
      value={value}
      onChange={(chosen) => {
        if (isSkinType(chosen)) onChange(chosen);
      }}
    />
  );
}
