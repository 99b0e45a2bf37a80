import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { BLOGGER_PATHS } from '../shared/bloggerPaths';
import type { BloggerProgressData } from './bloggerProgressLoader';
import { BloggerProgressView, type BloggerProgressAction } from './BloggerProgressView';

const TARGETS: Readonly<Record<BloggerProgressAction, string>> = {
  apply: BLOGGER_PATHS.form,
  cashback: BLOGGER_PATHS.cashback,
  messages: BLOGGER_PATHS.messages,
};

/** The progress page's container: the result popup (once per visit) and the buttons. */
export function BloggerProgress() {
  const data = useLoaderData<BloggerProgressData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const [resultOpen, setResultOpen] = useState(true);
  return (
    <BloggerProgressView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      {...(data.kind === 'ok' ? { progress: data.progress } : {})}
      resultOpen={resultOpen}
      onCloseResult={() => setResultOpen(false)}
      onAction={(action) => {
        setResultOpen(false);
        navigation.go(TARGETS[action]);
      }}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
