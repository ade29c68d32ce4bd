// Where focus goes into a modal dialog and where it goes back (WAI-ARIA dialog pattern); the browser keeps Tab inside.
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
