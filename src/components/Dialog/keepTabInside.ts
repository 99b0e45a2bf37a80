import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** Shown (Safari before 17.4 has no checkVisibility: a box on screen is enough there). */
function shown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0;
}

/** The elements Tab stops at inside `container`, in order (one per radio group, as the browser does). */
function tabStops(container: HTMLElement): HTMLElement[] {
  const groups = new Set<string>();
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || !shown(element)) return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return true;
    const group = Array.from(container.querySelectorAll<HTMLInputElement>(`input[type="radio"]`)).filter((radio) => radio.name === element.name);
    const stop = group.find((radio) => radio.checked) ?? group[0];
    if (stop !== element || groups.has(element.name)) return false;
    groups.add(element.name);
    return true;
  });
}

/**
 * Keeps Tab and Shift+Tab inside a modal: from its last stop Tab goes to its first, from its first
 * (or the modal itself) Shift+Tab to its last. A modal <dialog> makes the page inert but lets Tab
 * leave the page for the browser's own controls, so the wrap is ours to do.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const container = event.currentTarget;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = container.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
