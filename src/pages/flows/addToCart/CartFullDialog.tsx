import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, Dialog } from '../../../components';
import type { addToCartMachine } from '../../../machines/addToCart/addToCart.machine';
import { ReplaceableList } from './ReplaceableList';

/**
 * The cart-full dialog (spec §4 code 1) of a running addToCart actor: replace an item with the
 * product and buy, or go to the cart. AddToCartView shows it under its own button; pages whose
 * product cards carry their own cart buttons render it once for the grid (useGridAddToCart, in src/pages/shared/addToCart).
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
