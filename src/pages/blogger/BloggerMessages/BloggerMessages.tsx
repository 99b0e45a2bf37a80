import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { BLOGGER_PATHS } from '../shared/bloggerPaths';
import type { BloggerMessagesData } from './bloggerMessagesLoader';
import { BloggerMessagesView } from './BloggerMessagesView';

/** The messages page's container: which message is open in its popup. */
export function BloggerMessages() {
  const data = useLoaderData<BloggerMessagesData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <BloggerMessagesView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      {...(data.kind === 'ok' ? { messages: data.messages } : {})}
      openId={openId}
      onOpen={setOpenId}
      onClose={() => setOpenId(null)}
      onProgramme={() => navigation.go(BLOGGER_PATHS.home)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
