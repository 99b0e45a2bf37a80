import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { Anchor, Chevron, Panel, PanelTitle, Trigger } from './Popover.styles';

export interface PopoverProps {
  /** The trigger button's text (say "Coupon rules"); it names the button. */
  label: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /** A heading inside the panel. */
  title?: ReactNode;
  /** Controls the panel from outside; leave out to let the popover keep its own state. */
  open?: boolean;
  /** Starts open (uncontrolled only). */
  defaultOpen?: boolean;
  /** Every request to open or close: the trigger, Escape, a tap outside. */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
}

/**
 * A small panel of extra detail under a text button (coupon rules, the bundle tip): the button
 * says whether it is expanded and which panel it controls; Escape and a tap outside close it.
 */
export function Popover({
  label,
  children,
  title,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  align = 'start',
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const changeRef = useRef<(next: boolean) => void>(() => {});

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    changeRef.current = setOpen;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const anchor = anchorRef.current;
      if (anchor && event.target instanceof Node && !anchor.contains(event.target)) changeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the popover closes, not a dialog or sheet around it.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <Anchor ref={anchorRef} onKeyDown={onKeyDown}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Chevron $open={open}>
          <Icon name="chevron" size={16} />
        </Chevron>
      </Trigger>
      <Panel id={panelId} hidden={!open} $align={align}>
        {title !== undefined && <PanelTitle>{title}</PanelTitle>}
        {children}
      </Panel>
    </Anchor>
  );
}
