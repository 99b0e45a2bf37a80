import type { ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import type { CartItem } from '../../../machines/addToCart/addToCart.types';
import { PostForm } from '../../../forms/PostForm';
import { ADD_TO_CART_INTENT, addToCartFields } from '../../flows/addToCart/addToCartForm';

export interface ProductCardCartFormProps {
  /** The product's page: its action takes the card's add (see productAction). */
  readonly href: string;
  readonly item: CartItem;
  /** The add once the page works (the grid's addToCart flow). */
  readonly onAdd: () => void;
  /** The card's cart button (a submit button). */
  readonly children: ReactNode;
}

interface FormProps extends ProductCardCartFormProps {
  readonly returnTo?: string;
}

function CardForm({ href, item, onAdd, returnTo, children }: FormProps) {
  return (
    <PostForm
      intent={ADD_TO_CART_INTENT}
      formKey={item.team_id}
      action={href}
      {...(returnTo !== undefined ? { returnTo } : {})}
      fields={addToCartFields(item)}
      onSubmit={onAdd}
      inline
    >
      {children}
    </PostForm>
  );
}

function RoutedCardForm(props: ProductCardCartFormProps) {
  const location = useLocation();
  return <CardForm {...props} returnTo={`${location.pathname}${location.search}`} />;
}

/**
 * A product card's add-to-cart form: posted to the product's own page (whose action adds it) with
 * the card's page to come back to, so it works before the page's scripts and without them, on every
 * page that shows cards, and no page of cards needs an action of its own. Once the page works, the
 * grid's addToCart flow takes the submit. Outside a router (a view's story) it comes back to the
 * product's page.
 */
export function ProductCardCartForm(props: ProductCardCartFormProps) {
  return useInRouterContext() ? <RoutedCardForm {...props} /> : <CardForm {...props} />;
}

/**
 * A ProductCard's add-to-cart props: the click handler and the form around its button (posted to
 * the product's page without JavaScript), `{...cartFormProps(product.href, item, add)}`.
 */
export function cartFormProps(href: string, item: CartItem, onAdd: () => void) {
  return {
    onAddToCart: onAdd,
    cartForm: (button: ReactNode) => (
      <ProductCardCartForm href={href} item={item} onAdd={onAdd}>
        {button}
      </ProductCardCartForm>
    ),
  };
}
