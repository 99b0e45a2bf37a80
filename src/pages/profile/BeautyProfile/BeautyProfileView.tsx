import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SKIN_CONCERNS, type SkinConcern, type SkinType } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { FormPage } from '../../shared/forms';
import { isSkinConcern, SkinTypeField } from '../shared';
import type { BeautyValues, CategoryGroup } from './beautyProfileLoader';
import { Failure, Groups, Note } from './BeautyProfileView.styles';
import { ChipChoices } from './ChipChoices';

export type BeautyProfileStatus = 'loading' | 'error' | 'ready';

export interface BeautyProfileViewProps {
  status: BeautyProfileStatus;
  retrying?: boolean;
  values: BeautyValues;
  /** Nothing saved yet: a note invites the shopper to set the profile up. */
  blank?: boolean;
  /** The shop's categories to favour (none: a note says so). */
  categories: readonly CategoryGroup[];
  onSkinType: (skinType: SkinType) => void;
  onConcern: (concern: SkinConcern, on: boolean) => void;
  onCategory: (id: string, on: boolean) => void;
  /** The backend refused the save: its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  onRetry: () => void;
}

/**
 * The beauty profile (spec §2 /m/beauty_profile): skin type, skin concerns and favourite categories
 * (the shop's categories, each with its sub-categories), saved to the account; the shop's
 * recommendations put the favourite categories first. Needs login.
 */
export function BeautyProfileView({
  status,
  retrying = false,
  values,
  blank = false,
  categories,
  onSkinType,
  onConcern,
  onCategory,
  failure = null,
  submitting = false,
  onSubmit,
  onRetry,
}: BeautyProfileViewProps) {
  const { t } = useTranslation('profile');
  const categoriesId = useId();
  const title = t('beauty.title');
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' ? (
          <Skeleton variant="text" lines={8} announce label={t('beauty.loading')} />
        ) : (
          <ErrorState title={t('beauty.error.title')} message={t('beauty.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </FormPage>
    );
  }
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <Text>{t('beauty.intro')}</Text>
      {blank && <Note>{t('beauty.empty')}</Note>}
      <SkinTypeField name="beauty_skin_type" value={values.skinType} onChange={onSkinType} />
      <ChipChoices
        legend={t('beauty.concerns.label')}
        hint={t('beauty.concerns.hint')}
        choices={SKIN_CONCERNS.map((concern) => ({ value: concern, label: t(`beauty.concerns.options.${concern}`) }))}
        chosen={values.concerns}
        onToggle={(concern, on) => {
          if (isSkinConcern(concern)) onConcern(concern, on);
        }}
      />
      <Groups role="group" aria-labelledby={categoriesId}>
        <Text as="span" variant="bodyStrong" id={categoriesId}>
          {t('beauty.categories.label')}
        </Text>
        <Text variant="small" tone="muted">
          {categories.length > 0 ? t('beauty.categories.hint') : t('beauty.categories.none')}
        </Text>
        {categories.map((group) => (
          <ChipChoices
            key={group.id}
            minor
            legend={group.name}
            choices={[
              { value: group.id, label: t('beauty.categories.all', { name: group.name }) },
              ...group.children.map((child) => ({ value: child.id, label: child.name })),
            ]}
            chosen={values.categoryIds}
            onToggle={onCategory}
          />
        ))}
      </Groups>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('beauty.submit')}
      </Button>
    </FormPage>
  );
}
