import { useLoaderData, useRevalidator } from 'react-router';
import { useSession } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { COMMUNITY_HOME } from '../shared/communityAddresses';
import type { SharePostData } from './sharePostLoader';
import { SharePostView } from './SharePostView';

/** The share page's container: the post's summary; in the app only the site's button (the app opens it itself). */
export function SharePost() {
  const data = useLoaderData<SharePostData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const inApp = useSession((s) => s.osPlatform !== 1);
  if (data.kind !== 'ok') {
    return (
      <SharePostView
        status={data.kind === 'invalid' ? 'invalid' : 'error'}
        retrying={revalidator.state === 'loading'}
        onCommunityHome={() => navigation.go(COMMUNITY_HOME)}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const { post } = data;
  return (
    <SharePostView
      status="ready"
      post={post}
      inApp={inApp}
      onOpenOnSite={(event) => {
        event.preventDefault();
        navigation.go(post.href);
      }}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
