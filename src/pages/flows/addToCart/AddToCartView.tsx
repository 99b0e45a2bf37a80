import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, Icon } from '../../../components';
import type { addToCartMachine } from '../../../machines/addToCart/addToCart.machine';
import { CartFullDialog } from './CartFullDialog';

export interface AddToCartViewProps {
  actorRef: ActorRefFrom<typeof addToCartMachine>;
  /** Ask for the add (the container sends `add` with the item and the session's flags). */
  onAdd: () => void;
  fullWidth?: boolean;
  /**
   * The button submits the form around it (a PostForm whose submit sends the add): it works before
   * the page's scripts and without them. Without it, the button calls `onAdd` on click.
   */
  submit?: boolean;
}

/**
 * The add-to-cart button of a running addToCart actor and its cart-full dialog (spec §4 code 1):
 * replace an item with this one and buy, or go to the cart. The button spins while the add, the
 * captcha or the replacement runs.
 */
export function AddToCartView({ actorRef, onAdd, fullWidth = false, submit = false }: AddToCartViewProps) {
  const { t } = useTranslation('flows');
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const dialogOpen = useSelector(actorRef, (s) => s.hasTag('dialog'));

  return (
    <>
      <Button
        icon={<Icon name="cart" />}
        loading={busy && !dialogOpen}
        fullWidth={fullWidth}
        {...(submit ? { type: 'submit' as const } : { onClick: onAdd })}
      >
        {t('addToCart.button')}
      </Button>
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
