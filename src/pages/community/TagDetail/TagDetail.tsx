import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { followTag } from '../../../api';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { COMMUNITY_HOME } from '../shared/communityAddresses';
import { useFeedInteractions } from '../shared/useFeedInteractions';
import type { TagDetailData, TagItem } from './tagDetailLoader';
import { TagDetailView } from './TagDetailView';

/** The tag page's container: follow or unfollow (once at a time; a guest goes to login and back), likes and long-press actions. */
export function TagDetail() {
  const data = useLoaderData<TagDetailData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const feed = useFeedInteractions();
  const [follow, setFollow] = useState<Pick<TagItem, 'following' | 'followerCount'> | null>(null);
  const [busy, setBusy] = useState(false);

  if (data.kind !== 'ok') {
    return (
      <TagDetailView
        status={data.kind === 'invalid' ? 'invalid' : 'error'}
        retrying={revalidator.state === 'loading'}
        onCommunityHome={() => navigation.go(COMMUNITY_HOME)}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const tag = { ...data.tag, ...(follow ?? {}) };
  const toggleFollow = () => {
    if (busy) return;
    setBusy(true);
    void followTag(client, { id: tag.id, action: tag.following ? 'unfollow' : 'follow' }, { suppressToast: true }).then((result) => {
      setBusy(false);
      if (result.ok) setFollow({ following: result.data.is_following, followerCount: Math.max(0, result.data.follower_count) });
      else feed.fail(result);
    });
  };
  return (
    <TagDetailView
      status="ready"
      tag={tag}
      posts={data.posts.filter((post) => !feed.hidden.has(post.id))}
      following={busy}
      onToggleFollow={toggleFollow}
      {...feed.props}
      onCommunityHome={() => navigation.go(COMMUNITY_HOME)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
