// Focus management of a modal dialog (WAI-ARIA dialog pattern): where focus goes in,
// how Tab stays inside while aria-modal is promised, and where it goes back.
/** A dialog on its way out (fading: shared/ui/dialog.tsx's `data-state`): what is in it is about to leave the page. */
const leaving = (element: HTMLElement) => element.closest('[data-state="closing"]') !== null;

/**
 * Back to the opener; when it has left the page meanwhile, or is in a dialog that is
 * leaving it (a step of a flow closed just before: focus would fall to the body a moment
 * later), to the caller's fallback.
 */
export function restoreFocus(opener: Element | null, fallback?: () => HTMLElement | null): void {
  const target = opener instanceof HTMLElement && opener.isConnected && !leaving(opener) ? opener : fallback?.();
  target?.focus({ preventScroll: true });
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Initial focus: the caller's element, else the content's first control, else the panel. */
export function focusFirstIn(panel: HTMLElement, preferred: HTMLElement | null | undefined): void {
  const inContent = [...panel.querySelectorAll('[data-dialog-content]')].flatMap(focusables);
  (preferred ?? inContent[0] ?? panel).focus();
}

/** Keeps Tab and Shift+Tab cycling inside the panel (aria-modal promises it). */
export function trapTab(panel: HTMLElement, event: KeyboardEvent): void {
  const items = focusables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (!panel.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
