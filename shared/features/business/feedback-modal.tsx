// The business pages' feedback modal, on THE accessible dialog (shared/ui/dialog.tsx).
// After a successful send it says so, and the focus moves to those words (the form that
// held it is gone). Mounted as a client-only island
// (business-islands.ts): it shows only after an interaction.
import { useEffect, useRef } from 'react';
import { Dialog } from '../../ui/dialog.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { feedbackClosed, selectFeedback } from '../../store/slices/feedback.js';
import { selectFeedbackTexts } from './business-site-texts.js';
import { FeedbackForm } from './feedback-form.js';

export function FeedbackModal() {
  const dispatch = useAppDispatch();
  const { open, status } = useAppSelector(selectFeedback);
  const texts = useAppSelector(selectFeedbackTexts);
  const close = () => dispatch(feedbackClosed());
  const sentRef = useRef<HTMLParagraphElement>(null);
  const sent = status === 'sent';
  useEffect(() => {
    if (sent && open) sentRef.current?.focus();
  }, [sent, open]);
  return (
    <Dialog open={open} onClose={close} title={texts.heading} className="biz-feedback">
      {sent ? (
        <div className="biz-feedback__sent">
          <p ref={sentRef} role="status" tabIndex={-1}>{texts.sent}</p>
          <button type="button" className="button" onClick={close}>{texts.understood}</button>
        </div>
      ) : (
        <FeedbackForm />
      )}
    </Dialog>
  );
}
