import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import { BLOGGER_PATHS } from '../shared/bloggerPaths';
import type { BloggerData } from './bloggerLoader';
import { BloggerView, type BloggerAction } from './BloggerView';

const TARGETS: Readonly<Record<BloggerAction, string>> = {
  apply: BLOGGER_PATHS.form,
  progress: BLOGGER_PATHS.progress,
  messages: BLOGGER_PATHS.messages,
  cashback: BLOGGER_PATHS.cashback,
};

/** The programme page's container: the announcement popup (once per visit) and the buttons; a guest's Apply goes to sign in and back to the form. */
export function Blogger() {
  const data = useLoaderData<BloggerData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const [announcementOpen, setAnnouncementOpen] = useState(true);
  return (
    <BloggerView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      {...(data.kind === 'ok' ? { programme: data.programme, standing: data.standing } : {})}
      announcementOpen={announcementOpen}
      onCloseAnnouncement={() => setAnnouncementOpen(false)}
      onAction={(action) => {
        const target = TARGETS[action];
        navigation.go(data.kind === 'ok' && data.standing === 'guest' ? loginAddress(target) : target);
      }}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
