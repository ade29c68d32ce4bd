// The business pages' feedback modal, on THE accessible dialog (shared/ui/dialog.tsx).
// After a successful send it says so. Mounted as a client-only island
// (business-islands.ts): it shows only after an interaction.
import { Dialog } from '../../ui/dialog.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { feedbackClosed, selectFeedback } from '../../store/slices/feedback.js';
import { FeedbackForm } from './feedback-form.js';

export function FeedbackModal() {
  const dispatch = useAppDispatch();
  const { open, status } = useAppSelector(selectFeedback);
  const close = () => dispatch(feedbackClosed());
  return (
    <Dialog open={open} onClose={close} title="Обратная связь" className="biz-feedback">
      {status === 'sent' ? (
        <div className="biz-feedback__sent">
          <p role="status">Спасибо! Сообщение отправлено, мы свяжемся с вами в ближайшее время.</p>
          <button type="button" className="button" onClick={close}>Понятно</button>
        </div>
      ) : (
        <FeedbackForm />
      )}
    </Dialog>
  );
}
