import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOGGER_CATEGORIES, BLOGGER_PLATFORMS, type BloggerCategory } from '../../../api';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorState } from '../../../components/ErrorState';
import { NumericInput } from '../../../components/NumericInput';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { FormPage } from '../../shared/forms';
import { MAX_CHANNELS, type BloggerFormErrors, type BloggerFormValues, type ChannelField } from './bloggerFormValues';
import { CategoryGrid, Failure, Fieldset, GroupError, Legend } from './BloggerFormView.styles';

/** ready: the form; closed: an application is being reviewed or was approved (no second one). */
export type BloggerFormStatus = 'loading' | 'error' | 'ready' | 'closed';

export interface BloggerFormViewProps {
  status: BloggerFormStatus;
  retrying?: boolean;
  /** Why the form is closed. */
  closedBecause?: 'applying' | 'approved';
  values: BloggerFormValues;
  onChannelChange: (index: number, field: ChannelField, value: string) => void;
  onAddChannel: () => void;
  onRemoveChannel: (index: number) => void;
  onCategoryToggle: (category: BloggerCategory, on: boolean) => void;
  onChange: (field: 'phone' | 'email', value: string) => void;
  /** The messages of the last check (only fields with a problem). */
  errors?: BloggerFormErrors;
  /** The backend refused the application: its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  /** The closed form's button: the application's progress. */
  onProgress: () => void;
  onRetry: () => void;
}

/**
 * The blogger application (spec §2 /m/blogger/blogger_form): one to three channels (platform,
 * profile link, followers), the categories written about, a contact phone and an optional email,
 * checked with the spec §5 rules. Closed while an application is reviewed or after approval. Needs login.
 */
export function BloggerFormView({
  status,
  retrying = false,
  closedBecause = 'applying',
  values,
  onChannelChange,
  onAddChannel,
  onRemoveChannel,
  onCategoryToggle,
  onChange,
  errors = {},
  failure = null,
  submitting = false,
  onSubmit,
  onProgress,
  onRetry,
}: BloggerFormViewProps) {
  const { t } = useTranslation('blogger');
  const categoriesErrorId = useId();
  const title = t('form.title');
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' && <Skeleton variant="text" lines={5} announce label={t('common.loading')} />}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'closed' && (
          <>
            <Text>{t(`form.closed.${closedBecause}`)}</Text>
            <Button type="button" size="lg" fullWidth onClick={onProgress}>
              {t('form.closed.progress')}
            </Button>
          </>
        )}
      </FormPage>
    );
  }
  const platforms = BLOGGER_PLATFORMS.map((value) => ({ value, label: t(`platforms.${value}`) }));
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <Text tone="muted">{t('form.intro')}</Text>
      {values.channels.map((channel, index) => {
        const channelErrors = errors.channels?.[index] ?? {};
        const number = index + 1;
        return (
          <Fieldset key={index}>
            <Legend>{t('form.channel.legend', { number })}</Legend>
            <Select
              label={t('form.channel.platform')}
              placeholder={t('form.channel.platformPlaceholder')}
              options={platforms}
              value={channel.platform}
              onChange={(value) => onChannelChange(index, 'platform', value)}
              error={channelErrors.platform ?? null}
              required
            />
            <TextField
              label={t('form.channel.url')}
              hint={t('form.channel.urlHint')}
              type="url"
              inputMode="url"
              autoComplete="url"
              value={channel.url}
              onChange={(value) => onChannelChange(index, 'url', value)}
              error={channelErrors.url ?? null}
              rules={['required']}
            />
            <NumericInput
              label={t('form.channel.followers')}
              value={channel.followers}
              maxLength={10}
              onChange={(value) => onChannelChange(index, 'followers', value)}
              error={channelErrors.followers ?? null}
              rules={['required', 'number']}
            />
            {index > 0 && (
              <Button type="button" variant="outline" onClick={() => onRemoveChannel(index)}>
                {t('form.channel.remove', { number })}
              </Button>
            )}
          </Fieldset>
        );
      })}
      {values.channels.length < MAX_CHANNELS && (
        <Button type="button" variant="secondary" onClick={onAddChannel}>
          {t('form.channel.add')}
        </Button>
      )}
      <Fieldset aria-describedby={errors.categories ? categoriesErrorId : undefined} aria-invalid={errors.categories ? true : undefined}>
        <Legend>{t('form.categories.legend')}</Legend>
        <CategoryGrid>
          {BLOGGER_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              label={t(`categories.${category}`)}
              checked={values.categories.includes(category)}
              onChange={(on) => onCategoryToggle(category, on)}
            />
          ))}
        </CategoryGrid>
        {errors.categories && <GroupError id={categoriesErrorId}>{errors.categories}</GroupError>}
      </Fieldset>
      <TextField
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={values.phone}
        onChange={(value) => onChange('phone', value)}
        error={errors.phone ?? null}
        rules={['required', 'tel']}
      />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={errors.email ?? null}
        rules={['email']}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('form.submit')}
      </Button>
    </FormPage>
  );
}
