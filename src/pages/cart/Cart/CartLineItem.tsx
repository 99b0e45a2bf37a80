import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon';
import { Price } from '../../../components/Price';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { CartLine } from './cartModel';
import { PostForm } from '../../../forms/PostForm';
import { CART_DELETE_INTENT, CART_QUANTITY_INTENT } from './cartForms';
import { Brand, Line, LineActions, LineBody, Name, Remark, SpecButton, TextActions, Thumb } from './CartView.styles';

export interface CartLineActions {
  onQuantity: (cartId: string, quantity: number) => void;
  onSelect: (cartId: string, selected: boolean) => void;
  onDelete: (cartIds: readonly string[]) => void;
  onMoveToFavourites: (cartIds: readonly string[]) => void;
  onEditRemark: (cartId: string) => void;
  /** Opens the choice of another specification (only offered when the line has a choice). */
  onEditSpec: (cartId: string) => void;
  onOpenProduct?: ((href: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/** The product name after a short button text, for screen readers only ("Delete" → "Delete Serum …"). */
function ForName({ name }: { name: string }) {
  return <VisuallyHidden>{` ${name}`}</VisuallyHidden>;
}

/** The stepper's clicks and Enter already ran the change (its onChange): the form's submit has nothing left to do. */
const ignoreSubmit = (): void => undefined;

/** One line of the cart: select, picture, name, specification, price, quantity (up to limitNum), remark, favourites, delete. */
export function CartLineItem({ line, invalid = false, ...actions }: { line: CartLine; invalid?: boolean } & CartLineActions) {
  const { t } = useTranslation('cart');
  return (
    <Line>
      {invalid ? (
        <span />
      ) : (
        <Checkbox
          label={<VisuallyHidden>{t('line.select', { name: line.name })}</VisuallyHidden>}
          checked={line.selected}
          onChange={(checked) => actions.onSelect(line.cartId, checked)}
        />
      )}
      <Thumb $muted={invalid} src={line.imageUrl} alt="" width={72} height={72} loading="lazy" decoding="async" />
      <LineBody>
        {line.brandName && <Brand>{line.brandName}</Brand>}
        <Name
          href={line.href}
          {...(actions.onOpenProduct ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => actions.onOpenProduct?.(line.href, event) } : {})}
        >
          {line.name}
        </Name>
        {line.specName &&
          (!invalid && line.specs.length > 1 ? (
            <SpecButton type="button" onClick={() => actions.onEditSpec(line.cartId)}>
              {t('line.specShown', { spec: line.specName })}
              <VisuallyHidden>{t('line.changeSpecFor', { name: line.name })}</VisuallyHidden>
              <Icon name="chevron" size={16} />
            </SpecButton>
          ) : (
            <Remark>{t('line.specShown', { spec: line.specName })}</Remark>
          ))}
        {invalid ? (
          <Remark>{t('invalid.reason')}</Remark>
        ) : (
          <>
            <Price amount={line.unitPrice} {...(line.originalPrice !== undefined ? { originalAmount: line.originalPrice } : {})} size="sm" />
            {/* Without JavaScript − and + post the change to the cart's action; once the page works, their clicks run it. */}
            <PostForm intent={CART_QUANTITY_INTENT} formKey={line.cartId} fields={{ cart_id: line.cartId }} onSubmit={ignoreSubmit} inline>
              <QuantityStepper
                name="quantity"
                value={line.quantity}
                min={1}
                {...(line.limit !== undefined ? { max: line.limit } : {})}
                label={t('line.quantity', { name: line.name })}
                onChange={(quantity) => actions.onQuantity(line.cartId, quantity)}
              />
            </PostForm>
            {line.remark && <Remark>{t('line.remarkShown', { remark: line.remark })}</Remark>}
          </>
        )}
        <LineActions>
          <TextActions>
            {!invalid && (
              <Button variant="text" size="sm" onClick={() => actions.onEditRemark(line.cartId)}>
                {line.remark ? t('line.editRemark') : t('line.addRemark')}
                <ForName name={line.name} />
              </Button>
            )}
            <Button variant="text" size="sm" onClick={() => actions.onMoveToFavourites([line.cartId])}>
              {t('line.moveToFavourites')}
              <ForName name={line.name} />
            </Button>
            <PostForm intent={CART_DELETE_INTENT} formKey={line.cartId} fields={{ cart_id: line.cartId }} onSubmit={() => actions.onDelete([line.cartId])} inline>
              <Button type="submit" variant="text" size="sm">
                {t('line.delete')}
                <ForName name={line.name} />
              </Button>
            </PostForm>
          </TextActions>
        </LineActions>
      </LineBody>
    </Line>
  );
}
