import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/BottomSheet';
import { Button } from '../../../components/Button';
import { TextArea } from '../../../components/TextArea';

/** The most characters a special remark may hold (chosen: the spec gives no limit). */
export const REMARK_MAX_LENGTH = 100;

export interface RemarkSheetProps {
  /** The line being edited (its name and current remark), or null when closed. */
  line: { readonly cartId: string; readonly name: string; readonly remark: string } | null;
  onSave: (cartId: string, remark: string) => void;
  onClose: () => void;
}

function RemarkForm({ line, onSave }: { line: NonNullable<RemarkSheetProps['line']>; onSave: RemarkSheetProps['onSave'] }) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(line.remark);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(line.cartId, draft.trim());
      }}
    >
      <TextArea label={t('remark.label', { name: line.name })} hint={t('remark.hint')} value={draft} onChange={setDraft} maxLength={REMARK_MAX_LENGTH} rows={3} />
      <Button type="submit" fullWidth>
        {t('remark.save')}
      </Button>
    </form>
  );
}

/** The special-remark editor of one cart line (spec §7 update_special_remark). */
export function RemarkSheet({ line, onSave, onClose }: RemarkSheetProps) {
  const { t } = useTranslation('cart');
  return (
    <BottomSheet open={line !== null} onClose={onClose} title={t('remark.title')}>
      {line && <RemarkForm key={line.cartId} line={line} onSave={onSave} />}
    </BottomSheet>
  );
}
