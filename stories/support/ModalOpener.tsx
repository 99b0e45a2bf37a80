import { useState, type ReactNode } from 'react';
import { Button } from '../../src/components/Button';

/**
 * Story-only: a button that opens the modal it wraps, so a play check can open it by keyboard and
 * see the focus come back to the button when it closes.
 */
export function ModalOpener({ label, children }: { label: string; children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {children(open, () => setOpen(false))}
    </>
  );
}
