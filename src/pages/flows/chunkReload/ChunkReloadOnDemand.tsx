import { useEffect, useState, type ComponentType } from 'react';
import type { ChunkReloadNoticeProps } from './ChunkReloadNotice';
import { ChunkReloadUnavailable } from './ChunkReloadUnavailable';
import { loadChunkReloadNotice } from './loadChunkReloadNotice';

/**
 * What a route shows when its code could not be loaded: ChunkReloadNotice (spec §8's reload, at
 * most once per 60 s), which the app has loaded after its first render (it shows a moment later);
 * when that load failed too, ChunkReloadUnavailable's reload button.
 */
export function ChunkReloadOnDemand(props: ChunkReloadNoticeProps) {
  const [Notice, setNotice] = useState<ComponentType<ChunkReloadNoticeProps> | null>();
  useEffect(() => {
    if (Notice !== undefined) return undefined;
    let live = true;
    void loadChunkReloadNotice().then((loaded) => {
      if (live) setNotice(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [Notice]);
  if (Notice) return <Notice {...props} />;
  if (Notice === null) return <ChunkReloadUnavailable {...(props.reload ? { reload: props.reload } : {})} />;
  return null;
}
