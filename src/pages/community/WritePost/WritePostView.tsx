import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { FormPage } from '../../shared/forms';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { Failure } from '../shared/community.styles';
import { PickList } from './WritePostView.styles';

export type WritePostStatus = 'loading' | 'error' | 'ready';

/** The backend's limits (graphemes: a Thai cluster counts once and is never split). */
export const POST_LIMITS = { title: 60, content: 2_000, photos: 9, products: 5 } as const;

export interface WritePostValues {
  readonly title: string;
  readonly content: string;
  readonly tags: readonly string[];
  readonly products: readonly string[];
}
export type WritePostField = 'title' | 'content';

export interface WritePostViewProps {
  status: WritePostStatus;
  retrying?: boolean;
  values: WritePostValues;
  onChange: (field: WritePostField, value: string) => void;
  onToggleTag: (id: string, on: boolean) => void;
  onToggleProduct: (id: string, on: boolean) => void;
  tags?: readonly { readonly id: string; readonly name: string }[];
  products?: readonly ShopProduct[];
  fieldErrors?: Partial<Record<WritePostField, string>>;
  /** The photo picker with its uploads (the wired upload flow; a story passes a state harness). */
  photos?: ReactNode;
  photosProblem?: string | null;
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  onRetry: () => void;
}

/**
 * Write a post (/m/community/post): a title, the text with a counter (graphemes), up to nine
 * photos through the upload flow, tags and products to tag; published once, then first in
 * "latest". Needs login.
 */
export function WritePostView({
  status,
  retrying = false,
  values,
  onChange,
  onToggleTag,
  onToggleProduct,
  tags = [],
  products = [],
  fieldErrors = {},
  photos,
  photosProblem = null,
  failure = null,
  submitting = false,
  onSubmit,
  onRetry,
}: WritePostViewProps) {
  const { t } = useTranslation('community');
  const title = t('write.title');
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' ? (
          <Skeleton variant="text" lines={5} />
        ) : (
          <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </FormPage>
    );
  }
  const productsFull = values.products.length >= POST_LIMITS.products;
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <TextField
        label={t('write.postTitle')}
        value={values.title}
        onChange={(value) => onChange('title', value)}
        error={fieldErrors.title ?? null}
        rules={['required']}
        hint={t('write.titleHint', { max: POST_LIMITS.title })}
      />
      <TextArea
        label={t('write.content')}
        hint={t('write.contentHint')}
        value={values.content}
        onChange={(value) => onChange('content', value)}
        error={fieldErrors.content ?? null}
        rules={['required']}
        maxLength={POST_LIMITS.content}
        rows={6}
        autoGrow
      />
      {photos}
      {photosProblem && <Failure role="alert">{photosProblem}</Failure>}
      {tags.length > 0 && (
        <PickList>
          <legend>{t('write.tags')}</legend>
          {tags.map((tag) => (
            <Checkbox key={tag.id} label={`#${tag.name}`} checked={values.tags.includes(tag.id)} onChange={(on) => onToggleTag(tag.id, on)} />
          ))}
        </PickList>
      )}
      {products.length > 0 && (
        <PickList>
          <legend>{t('write.products', { max: POST_LIMITS.products })}</legend>
          {products.map((product) => {
            const checked = values.products.includes(product.id);
            return (
              <Checkbox
                key={product.id}
                label={product.name}
                {...(product.brandName ? { hint: product.brandName } : {})}
                checked={checked}
                disabled={!checked && productsFull}
                onChange={(on) => onToggleProduct(product.id, on)}
              />
            );
          })}
        </PickList>
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('write.publish')}
      </Button>
    </FormPage>
  );
}
