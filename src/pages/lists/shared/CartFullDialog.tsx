import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import type { addToCartMachine } from '../../../machines/addToCart/addToCart.machine';
import { ReplaceableList } from '../../flows/addToCart/ReplaceableList';

/**
 * The cart-full dialog (spec §4 code 1) of a list's addToCart actor: replace an item with the
 * product and buy, or go to the cart. The same dialog AddToCartView shows under its own button;
 * lists add from the cards' cart buttons, so they render only the dialog.
 */
export function CartFullDialog({ actorRef }: { actorRef: ActorRefFrom<typeof addToCartMachine> }) {
  const { t } = useTranslation('flows');
  const open = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const replacing = useSelector(actorRef, (s) => s.matches('replacing'));
  const replaceable = useSelector(actorRef, (s) => s.context.replaceable);
  return (
    <Dialog
      open={open}
      variant="custom"
      title={t('addToCart.cartFull.title')}
      onClose={() => actorRef.send({ type: 'dismiss' })}
      actions={
        <>
          <Button variant="outline" fullWidth disabled={replacing} onClick={() => actorRef.send({ type: 'goToCart' })}>
            {t('addToCart.cartFull.goToCart')}
          </Button>
          <Button fullWidth loading={replacing} onClick={() => actorRef.send({ type: 'replace' })}>
            {t('addToCart.cartFull.replace')}
          </Button>
        </>
      }
    >
      <p>{t('addToCart.cartFull.message')}</p>
      <ReplaceableList entries={replaceable} />
    </Dialog>
  );
}
