// THE accessible modal of every page, the browser's own <dialog> shown modal (docs/decisions/895-modals-on-the-dialog-element.md):
// the page behind it inert (Tab never reaches it), Escape its cancel; a name, focus moved in and back, the backdrop closes it;
// shown after a short delay, faded out on close.
//
//   <Dialog open={isOpen} title="Заголовок" onClose={() => setOpen(false)} footer={<button …/>}>
//     …content…
//   </Dialog>
//
// - open: the caller's wish. It shows 100 ms after `open` turns true and
//   fades out over 200 ms after it turns false.
// - onClose: the visitor asked to close (Escape, backdrop click, the × button). The
//   dialog fades out first and calls onClose when the 200 ms fade has finished, so the
//   caller empties its state only then (the content does not vanish mid-fade); set
//   `open` to false there.
// - title: rendered as the <h2> naming the dialog.
// - initialFocusRef: where focus goes on open; else the first focusable element of the
//   content, then of the footer, else the panel itself. `focusTitle` puts it on the
//   heading instead (a modal whose content is a list of links is read from its top).
// - Focus returns to the opener; when the opener is gone by then, to returnFocusTo().
// Nothing is rendered until an effect runs, so server HTML and hydration always agree.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusFirstIn, restoreFocus } from './dialog-focus.js';
import { useAppSelector } from '../store/hooks.js';
import { selectLabelTexts } from './site-texts.js';
// Needed only once a dialog opens: loaded without blocking the first paint (build.mjs).
import './dialog.css?deferred';

export const DIALOG_OPEN_DELAY_MS = 100;
export const DIALOG_FADE_OUT_MS = 200;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  focusTitle?: boolean;
  returnFocusTo?: () => HTMLElement | null;
}

type Phase = 'closed' | 'open' | 'closing';

/**
 * Shown 100 ms after `open`, faded out for 200 ms after `open` ends or the visitor dismisses it. As the fade starts the
 * dialog is closed (the page no longer inert; dialog.css keeps it drawn while it fades) and focus goes back to the opener.
 */
function useDialogPhase(props: DialogProps, dialogRef: RefObject<HTMLDialogElement | null>): { phase: Phase; dismiss: () => void } {
  const [phase, setPhase] = useState<Phase>('closed');
  const [dismissed, setDismissed] = useState(false);
  const openerRef = useRef<Element | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const wanted = props.open && !dismissed;

  useEffect(() => {
    if (wanted) {
      if (phase === 'open') return;
      if (phase === 'closed') openerRef.current = document.activeElement;
      const timer = setTimeout(() => setPhase('open'), phase === 'closing' ? 0 : DIALOG_OPEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase !== 'open') return;
    setPhase('closing');
    dialogRef.current?.close();
    restoreFocus(openerRef.current, latest.current.returnFocusTo);
    return undefined;
  }, [wanted, phase, dialogRef]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => {
      setPhase('closed');
      setDismissed(false);
      if (dismissed) latest.current.onClose();
    }, DIALOG_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [phase, dismissed]);

  return { phase, dismiss: () => setDismissed(true) };
}

export function Dialog(props: DialogProps) {
  const { title, children, footer, className, initialFocusRef, focusTitle = false } = props;
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const pressedBackdrop = useRef(false);
  const { phase, dismiss } = useDialogPhase(props, dialogRef);
  const { close: closeLabel } = useAppSelector(selectLabelTexts);
  const firstFocus = focusTitle ? titleRef : initialFocusRef;
  useLayoutEffect(() => {
    if (phase !== 'open' || !dialogRef.current || !panelRef.current) return;
    if (!dialogRef.current.open) dialogRef.current.showModal();
    focusFirstIn(panelRef.current, firstFocus?.current);
  }, [phase, firstFocus]);

  if (phase === 'closed') return null;
  // The dialog is the backdrop too (dialog.css): a click counts as the backdrop's only if it also started there.
  return createPortal(
    <dialog
      ref={dialogRef}
      className={`dialog dialog--${phase}`}
      data-state={phase}
      role="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        dismiss();
      }}
      onMouseDown={(e) => (pressedBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => e.target === e.currentTarget && pressedBackdrop.current && dismiss()}
    >
      <div ref={panelRef} className={`dialog__panel${className ? ` ${className}` : ''}`} tabIndex={-1}>
        <div className="dialog__header">
          <h2 id={titleId} ref={titleRef} className="dialog__title" tabIndex={focusTitle ? -1 : undefined}>{title}</h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={dismiss}>×</button>
        </div>
        <div className="dialog__body" data-dialog-content="">{children}</div>
        {footer !== undefined && <div className="dialog__footer" data-dialog-content="">{footer}</div>}
      </div>
    </dialog>,
    document.body,
  );
}
