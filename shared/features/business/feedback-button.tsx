// A button of a static block that opens the feedback modal (law's invitation, sert's
// certificate request), optionally with a topic or message to start from. An island
// of its own: the block around it is server HTML. Without JS it leads to the page's
// feedback block (opens-feedback.tsx).
import { useAppDispatch } from '../../store/hooks.js';
import { feedbackOpened, feedbackSlice } from '../../store/slices/feedback.js';
import { island } from '../../ui/island.js';
import { OpensFeedback } from './opens-feedback.js';

function FeedbackButton({ label, large = false, preset }: { label: string; large?: boolean; preset?: { value?: string; msg?: string } }) {
  const dispatch = useAppDispatch();
  return (
    <OpensFeedback className={`button${large ? ' button--lg' : ''}`} onOpen={() => dispatch(feedbackOpened(preset))}>
      {label}
    </OpensFeedback>
  );
}

export const feedbackButtonIsland = island('feedback-button', FeedbackButton, [feedbackSlice]);
