// The page's feedback block: the modal's form as server HTML, for a visitor whose JS has
// not run (or is off). Hidden until asked for: the buttons that open the modal lead here
// without JS (#feedback), and a form the server answered shows here, with its field
// errors or the thanks. Never hydrated: with JS the modal does this.
import { useAppSelector } from '../../store/hooks.js';
import { FEEDBACK_BLOCK_ID, selectFeedback } from '../../store/slices/feedback.js';
import { selectFeedbackTexts } from './business-site-texts.js';
import { FeedbackForm } from './feedback-form.js';

export function FeedbackPanel() {
  const { status } = useAppSelector(selectFeedback);
  const texts = useAppSelector(selectFeedbackTexts);
  const answered = status === 'sent' || status === 'failed';
  return (
    <section
      id={FEEDBACK_BLOCK_ID}
      className={`biz-section container biz-feedback-panel${answered ? ' biz-feedback-panel--answered' : ''}`}
      aria-labelledby="feedback-panel-title"
    >
      <h2 id="feedback-panel-title" className="biz-section__title">{texts.heading}</h2>
      {status === 'sent' ? <p className="biz-feedback-panel__sent" role="status">{texts.sent}</p> : <FeedbackForm />}
    </section>
  );
}
