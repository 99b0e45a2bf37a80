import { useCallback, useState, type MouseEvent } from 'react';
import { useLoaderData } from 'react-router';
import { drawTarot, getProductDetail, resetTarot, type Tarot as TarotCard } from '../../../api';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useSingleFlight } from '../../shared/forms';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';
import { useCampaignPage } from '../shared';
import type { TarotData } from './tarotLoader';
import { tarotAddress, togglePick } from './tarotPicks';
import { TarotView, type RecommendedProducts } from './TarotView';

/**
 * The tarot container: picks (kept in the sign-in address), the draw sent once however often Reveal
 * is pressed, the recommended products fetched in parallel and added to the cart through the
 * add-to-cart flow, Draw again (the card is put back on the backend), share.
 */
export function Tarot() {
  const data = useLoaderData<TarotData>();
  const { client, send, navigation, isLogin, signIn, actionFailure, share } = useCampaignPage('tarot.title');
  const drawing = useSingleFlight();
  const resetting = useSingleFlight();
  const { actorRef, add } = useGridAddToCart();
  const [picks, setPicks] = useState<readonly number[]>(data.picks);
  const [card, setCard] = useState<TarotCard | null>(null);
  const [products, setProducts] = useState<RecommendedProducts>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);

  const loadProducts = useCallback(
    async (ids: readonly string[]) => {
      setProducts({ status: 'loading' });
      const results = await Promise.all(ids.map((id) => getProductDetail(client, { id }, { suppressToast: true })));
      const found = results.flatMap((result) => (result.ok ? [toShopProduct(result.data.team)] : []));
      setProducts(found.length > 0 || ids.length === 0 ? { status: 'ready', products: found } : { status: 'error' });
    },
    [client],
  );

  const reveal = () =>
    drawing.run(async () => {
      if (!isLogin) {
        signIn({ back: tarotAddress(picks) });
        return;
      }
      setFailure(null);
      const result = await drawTarot(client, {}, { suppressToast: true });
      if (!result.ok) {
        setFailure(actionFailure(result));
        return;
      }
      setCard(result.data);
      await loadProducts(result.data.recommended_team_ids);
    });

  const again = () =>
    resetting.run(async () => {
      const result = await resetTarot(client, {}, { suppressToast: true });
      if (!result.ok) {
        const message = actionFailure(result);
        if (message) send({ type: 'toast.show', text: message, tone: 'danger' });
        return;
      }
      setCard(null);
      setPicks([]);
    });

  const onOpenProduct = (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigation.go(product.href);
  };

  return (
    <>
      <TarotView
        stage={
          card
            ? { kind: 'reading', card: { name: card.name, image: card.image, reading: card.reading }, products, resetting: resetting.busy }
            : { kind: 'picking', picks, drawing: drawing.busy, failure }
        }
        isLogin={isLogin}
        onPick={(pick) => setPicks((current) => togglePick(current, pick))}
        onUndo={() => setPicks((current) => current.slice(0, -1))}
        onReveal={() => void reveal()}
        onAgain={() => void again()}
        onShare={() => void share()}
        onAddToCart={(product) => add(product.cartItem)}
        onOpenProduct={onOpenProduct}
        onRetryProducts={() => void (card && loadProducts(card.recommended_team_ids))}
      />
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
