import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { likeFeed, type ApiFailure } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';

/** A post's like as shown: the shopper's taps over the loaded count. */
export interface LikeState {
  readonly liked: boolean;
  readonly count: number;
  readonly pending: boolean;
}

interface Likeable {
  readonly id: string;
  readonly liked: boolean;
  readonly likeCount: number;
}

export interface PostLikes {
  readonly likeOf: (post: Likeable) => LikeState;
  readonly toggleLike: (post: Likeable) => void;
  /** spec §8 for a community call: login goes to login and back; the rest show a toast. */
  readonly fail: (failure: ApiFailure) => void;
}

/**
 * Likes on community posts: one call per post at a time (taps while it runs are ignored), the
 * count from the answer (spec §5 formatting in LikeButton); a guest goes to login and back.
 */
export function usePostLikes(): PostLikes {
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const location = useLocation();
  const failureText = useFailureText();
  const [likes, setLikes] = useState<Readonly<Record<string, LikeState>>>({});
  const inFlight = useRef(new Set<string>());

  const fail = useCallback(
    (failure: ApiFailure) => {
      if (failure.kind === 'cancelled') return;
      if (failure.kind === 'login') {
        navigation.go(failure.loginLink ?? loginAddress(location.pathname + location.search));
        return;
      }
      send({ type: 'toast.show', text: failureText(failure), tone: 'danger' });
    },
    [failureText, location.pathname, location.search, navigation, send],
  );

  const likeOf = useCallback((post: Likeable): LikeState => likes[post.id] ?? { liked: post.liked, count: post.likeCount, pending: false }, [likes]);

  const toggleLike = useCallback(
    (post: Likeable) => {
      if (inFlight.current.has(post.id)) return;
      inFlight.current.add(post.id);
      const before = likes[post.id] ?? { liked: post.liked, count: post.likeCount, pending: false };
      setLikes((all) => ({ ...all, [post.id]: { ...before, pending: true } }));
      void likeFeed(client, { id: post.id }, { suppressToast: true }).then((result) => {
        inFlight.current.delete(post.id);
        setLikes((all) => ({
          ...all,
          [post.id]: result.ok ? { liked: result.data.is_liked, count: Math.max(0, result.data.like_count), pending: false } : { ...before, pending: false },
        }));
        if (!result.ok) fail(result);
      });
    },
    [client, fail, likes],
  );

  return { likeOf, toggleLike, fail };
}
