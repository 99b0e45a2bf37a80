import { Dialog } from '../../../components/Dialog';

/** A shop notice (spec §2 shared layout): a title, a message and OK. */
export function NoticeDialog({ open, title, message, onClose }: { open: boolean; title: string; message: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={title} variant="alert">
      {message}
    </Dialog>
  );
}
