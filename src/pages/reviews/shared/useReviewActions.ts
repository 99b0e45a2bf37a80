import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { likeReview, translateComment, type ApiFailure } from '../../../api';
import type { ReviewTranslation } from '../../../components/ReviewCard';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import type { LikeState, ReviewItem, ShownReview } from './reviewItems';

/** The photos open in the full-screen viewer, and which one shows. */
export interface OpenPhotos {
  readonly photos: readonly string[];
  readonly index: number;
}

export interface ReviewActions {
  readonly likeOf: (review: ReviewItem) => LikeState;
  /** The reviews with the shopper's likes and translations over them. */
  readonly show: (reviews: readonly ReviewItem[]) => ShownReview[];
  readonly toggleLike: (review: ReviewItem) => void;
  readonly translations: Readonly<Record<string, ReviewTranslation>>;
  readonly translate: (id: string) => void;
  readonly showOriginal: (id: string) => void;
  readonly viewer: OpenPhotos | null;
  readonly openPhotos: (photos: readonly string[], index: number) => void;
  readonly closePhotos: () => void;
  /** spec §8 for any call of the page: login goes to login and back, not found and the rest show a toast. */
  readonly fail: (failure: ApiFailure) => void;
}

/**
 * What a shopper does with reviews on any review page: like (once per tap while the call runs; the
 * count from the answer), translate into the session's translation target (spec §4), back to the
 * original, and the photos full-screen. A guest's like goes to login and back to this page.
 */
export function useReviewActions(): ReviewActions {
  const { t } = useTranslation('reviews');
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const location = useLocation();
  const failureText = useFailureText();
  const transLang = useSession((s) => s.transLang);
  const [likes, setLikes] = useState<Readonly<Record<string, LikeState>>>({});
  const inFlight = useRef(new Set<string>());
  const [translations, setTranslations] = useState<Readonly<Record<string, ReviewTranslation>>>({});
  const [viewer, setViewer] = useState<OpenPhotos | null>(null);

  const fail = useCallback(
    (failure: ApiFailure) => {
      if (failure.kind === 'cancelled') return;
      if (failure.kind === 'login') {
        navigation.go(failure.loginLink ?? loginAddress(location.pathname + location.search));
        return;
      }
      const text = failure.kind === 'notFound' ? t('common.gone') : failureText(failure);
      send({ type: 'toast.show', text, tone: 'danger' });
    },
    [failureText, location.pathname, location.search, navigation, send, t],
  );

  const likeOf = useCallback(
    (review: ReviewItem): LikeState => likes[review.id] ?? { liked: review.liked, count: review.likeCount, pending: false },
    [likes],
  );

  const toggleLike = useCallback(
    (review: ReviewItem) => {
      if (inFlight.current.has(review.id)) return;
      inFlight.current.add(review.id);
      const before = likes[review.id] ?? { liked: review.liked, count: review.likeCount, pending: false };
      setLikes((all) => ({ ...all, [review.id]: { ...before, pending: true } }));
      void likeReview(client, { review_id: review.id }, { suppressToast: true }).then((result) => {
        inFlight.current.delete(review.id);
        setLikes((all) => ({
          ...all,
          [review.id]: result.ok ? { liked: result.data.is_liked, count: Math.max(0, result.data.like_count), pending: false } : { ...before, pending: false },
        }));
        if (!result.ok) fail(result);
      });
    },
    [client, fail, likes],
  );

  const translate = useCallback(
    (id: string) => {
      setTranslations((all) => ({ ...all, [id]: { status: 'loading' } }));
      void translateComment(client, { id, lang: transLang }, { suppressToast: true }).then((result) => {
        setTranslations((all) => ({ ...all, [id]: result.ok ? { status: 'done', text: result.data.trans_res } : { status: 'error' } }));
        if (!result.ok && result.kind === 'login') fail(result);
      });
    },
    [client, fail, transLang],
  );

  const showOriginal = useCallback((id: string) => {
    setTranslations((all) => {
      const { [id]: _shown, ...rest } = all;
      return rest;
    });
  }, []);

  const show = (reviews: readonly ReviewItem[]): ShownReview[] =>
    reviews.map((review) => {
      const translation = translations[review.id];
      return { ...review, like: likeOf(review), ...(translation ? { translation } : {}) };
    });

  return {
    likeOf,
    show,
    toggleLike,
    translations,
    translate,
    showOriginal,
    viewer,
    openPhotos: (photos, index) => setViewer({ photos, index }),
    closePhotos: () => setViewer(null),
    fail,
  };
}
