import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/BottomSheet';
import { Button } from '../../../components/Button';
import { ActionList } from './community.styles';

export interface PostActionsSheetProps {
  /** The post whose actions are open (its title names the sheet), or null when closed. */
  readonly post: { readonly id: string; readonly title: string } | null;
  readonly onClose: () => void;
  readonly onReport: (id: string) => void;
  readonly onNotInterested: (id: string) => void;
  readonly busy?: boolean;
}

/** A post's actions after a long press (spec §9): report it, or not interested (it leaves the lists). */
export function PostActionsSheet({ post, onClose, onReport, onNotInterested, busy = false }: PostActionsSheetProps) {
  const { t } = useTranslation('community');
  return (
    <BottomSheet open={post !== null} onClose={onClose} title={t('actions.title', { title: post?.title ?? '' })}>
      <ActionList>
        <li>
          <Button variant="secondary" size="lg" fullWidth onClick={() => post && onReport(post.id)}>
            {t('actions.report')}
          </Button>
        </li>
        <li>
          <Button variant="secondary" size="lg" fullWidth loading={busy} onClick={() => post && onNotInterested(post.id)}>
            {t('actions.notInterested')}
          </Button>
        </li>
      </ActionList>
    </BottomSheet>
  );
}
