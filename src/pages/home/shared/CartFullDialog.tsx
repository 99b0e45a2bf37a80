import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import type { addToCartMachine } from '../../../machines/addToCart/addToCart.machine';
import { ReplaceableList } from '../../flows/addToCart/ReplaceableList';

/**
 * The addToCart flow's cart-full dialog (spec §4 code 1) for pages whose product cards carry their
 * own cart buttons: replace an item with this one and buy, or go to the cart. Same text as the
 * flow's own dialog (AddToCartView).
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
