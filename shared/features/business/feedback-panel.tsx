// The page's feedback block: the modal's form as server HTML, for a visitor whose JS has
// not run (or is off). Hidden until asked for: the buttons that open the modal lead here
// without JS (#feedback), and a form the server answered shows here, with its field
// errors or the thanks. Never hydrated: with JS the modal does this.
import { useAppSelector } from '../../store/hooks.js';
import { FEEDBACK_BLOCK_ID, FEEDBACK_SENT_TEXT, selectFeedback } from '../../store/slices/feedback.js';
import { FeedbackForm } from './feedback-form.js';

export function FeedbackPanel() {
  const { status } = useAppSelector(selectFeedback);
  const answered = status === 'sent' || status === 'failed';
  return (
    <section
      id={FEEDBACK_BLOCK_ID}
      className={`biz-section container biz-feedback-panel${answered ? ' biz-feedback-panel--answered' : ''}`}
      aria-labelledby="feedback-panel-title"
    >
      <h2 id="feedback-panel-title" className="biz-section__title">Обратная связь</h2>
      {status === 'sent' ? <p className="biz-feedback-panel__sent" role="status">{FEEDBACK_SENT_TEXT}</p> : <FeedbackForm />}
    </section>
  );
}
