// An open dropdown closes on any outside click and on Escape.
// Listens only while open, so a closed picker costs nothing.
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, rootRef: RefObject<HTMLElement | null>, onDismiss: (byKeyboard: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) onDismiss(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, rootRef, onDismiss]);
}

/** Arrow keys walk a list of links, wrapping at both ends; from outside the list, Up starts at the end. */
export function focusNext(links: HTMLElement[], current: Element | null, forward: boolean): void {
  if (links.length === 0) return;
  const at = links.indexOf(current as HTMLElement);
  const next = at < 0 ? (forward ? 0 : links.length - 1) : (at + (forward ? 1 : -1) + links.length) % links.length;
  links[next]?.focus();
}
