// The feedback modal (form, rules and dialog: about 3 KB gzip) is fetched on its first
// open, not with the page: it is closed on every page load, and the page's initial JS
// has a 90 KB budget (issue #5). The server never renders it (closed), so hydration is
// unaffected. SPEC.md §8: if the part fails to load, the page's entry decides (reload,
// at most once per 60 s, client/chunk-reload.ts); otherwise the modal just stays shut.
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { feedbackClosed, selectFeedbackOpen } from '../../store/slices/feedback.js';

/** Returns true when it reloads the page. The default (server, tests) never does. */
export const PartFailureContext = createContext<() => boolean>(() => false);

export function FeedbackModalSlot() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectFeedbackOpen);
  const onPartFailure = useContext(PartFailureContext);
  const [Modal, setModal] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!open || Modal) return;
    let current = true;
    import('./feedback-modal.js').then(
      (module) => current && setModal(() => module.FeedbackModal),
      (error: unknown) => {
        if (!current || onPartFailure()) return;
        console.warn('feedback modal failed to load', error);
        dispatch(feedbackClosed());
      },
    );
    return () => {
      current = false;
    };
  }, [open, Modal, dispatch, onPartFailure]);

  return Modal ? <Modal /> : null;
}
