import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hideFeed, type ApiFailure } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { reportHref } from './communityAddresses';
import type { PostItem } from './postItems';

export interface PostActions {
  /** The post whose actions sheet is open. */
  readonly open: PostItem | null;
  readonly show: (post: PostItem) => void;
  readonly close: () => void;
  readonly report: (id: string) => void;
  readonly notInterested: (id: string) => void;
  readonly busy: boolean;
  /** Posts the shopper marked not interested here (the lists leave them out at once). */
  readonly hidden: ReadonlySet<string>;
}

/** The long-press actions of a feed (spec §9): report (the report page) and not interested (once, then gone from the lists). */
export function usePostActions(fail: (failure: ApiFailure) => void): PostActions {
  const { t } = useTranslation('community');
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const [open, setOpen] = useState<PostItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  return {
    open,
    show: setOpen,
    close: () => setOpen(null),
    report: (id) => {
      setOpen(null);
      navigation.go(reportHref(id));
    },
    notInterested: (id) => {
      if (busy) return;
      setBusy(true);
      void hideFeed(client, { id }, { suppressToast: true }).then((result) => {
        setBusy(false);
        setOpen(null);
        if (!result.ok) {
          fail(result);
          return;
        }
        setHidden((all) => new Set([...all, id]));
        send({ type: 'toast.show', text: t('actions.hidden'), tone: 'success' });
      });
    },
    busy,
    hidden,
  };
}
