import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../api';
import type { ReviewTranslation } from '../../../components/ReviewCard';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import type * as ProductCalls from './productCalls';
import type { ProductCoupon } from './productModel';

/** The page's calls, loaded with the first one; null when their file could not be loaded (offline, a new deployment). */
async function productCalls(): Promise<typeof ProductCalls | null> {
  try {
    return await import('./productCalls');
  } catch {
    return null;
  }
}

/** spec §7 login page; the shopper comes back to `returnTo`. */
export const loginAddress = (returnTo: string) => `/m/login.php?redirect=${encodeURIComponent(returnTo)}`;

interface ActionDeps {
  productId: string;
  liked: boolean;
  /** The current address (where login brings the shopper back). */
  returnTo: string;
  go: (href: string) => void;
}

/**
 * The product page's own calls: like, claim a coupon (login required), translate a review (to the
 * session's transLang). Failures: `login` goes to login, anything else becomes a toast.
 */
export function useProductActions({ productId, liked: initiallyLiked, returnTo, go }: ActionDeps) {
  const { t } = useTranslation(['product', 'api']);
  const client = useApiClient();
  const send = useSessionSend();
  const isLogin = useSession((s) => s.isLogin);
  const transLang = useSession((s) => s.transLang);
  const [like, setLike] = useState({ liked: initiallyLiked, count: 0, pending: false });
  const [claiming, setClaiming] = useState<readonly string[]>([]);
  const [claimed, setClaimed] = useState<readonly string[]>([]);
  const [translations, setTranslations] = useState<Readonly<Record<string, ReviewTranslation>>>({});

  /** The error toast; without a text, the page's own (a call that failed without a message, or whose file did not load). */
  const showError = useCallback(
    (text?: string) => send({ type: 'toast.show', text: text ?? t('page.errorMessage'), tone: 'danger' }),
    [send, t],
  );
  const fail = useCallback(
    (failure: ApiFailure) => {
      if (failure.kind === 'login') return go(failure.loginLink ?? loginAddress(returnTo));
      if (failure.kind === 'cancelled' || !failure.showToast) return;
      showError(failure.message ?? (failure.messageKey ? t(failure.messageKey, { ns: 'api' }) : undefined));
    },
    [go, returnTo, showError, t],
  );

  const toggleLike = useCallback(async () => {
    if (like.pending) return;
    setLike((state) => ({ ...state, pending: true }));
    const calls = await productCalls();
    if (!calls) {
      setLike((state) => ({ ...state, pending: false }));
      return showError();
    }
    const result = await calls.likeProduct(client, { team_id: productId });
    if (result.ok) setLike({ liked: result.data.is_liked, count: result.data.like_count, pending: false });
    else {
      setLike((state) => ({ ...state, pending: false }));
      fail(result);
    }
  }, [client, fail, like.pending, showError, productId]);

  const claimCoupon = useCallback(
    async (coupon: ProductCoupon) => {
      if (!isLogin) return go(loginAddress(returnTo));
      setClaiming((ids) => [...ids, coupon.id]);
      const calls = await productCalls();
      const result = calls ? await calls.receiveCoupon(client, { coupon_id: coupon.id }) : null;
      setClaiming((ids) => ids.filter((id) => id !== coupon.id));
      if (!result) showError();
      else if (result.ok) {
        setClaimed((ids) => [...ids, coupon.id]);
        send({ type: 'toast.show', text: t('coupons.claimed'), tone: 'success' });
      } else fail(result);
    },
    [client, fail, go, isLogin, showError, returnTo, send, t],
  );

  const translateReview = useCallback(
    async (reviewId: string) => {
      setTranslations((all) => ({ ...all, [reviewId]: { status: 'loading' } }));
      const calls = await productCalls();
      const result = calls ? await calls.translateComment(client, { id: reviewId, lang: transLang }, { suppressToast: true }) : null;
      setTranslations((all) => ({
        ...all,
        [reviewId]: result?.ok ? { status: 'done', text: result.data.trans_res } : { status: 'error' },
      }));
    },
    [client, transLang],
  );

  const showOriginal = useCallback((reviewId: string) => {
    setTranslations((all) => {
      const { [reviewId]: _removed, ...rest } = all;
      return rest;
    });
  }, []);

  return { like, toggleLike, claiming, claimed, claimCoupon, translations, translateReview, showOriginal };
}
