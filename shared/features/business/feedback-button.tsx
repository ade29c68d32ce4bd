// A button of a static block that opens the feedback modal (law's invitation, sert's
// certificate request), optionally with a topic or message to start from. An island
// of its own: the block around it is server HTML. Before hydration it does nothing.
import { useAppDispatch } from '../../store/hooks.js';
import { feedbackOpened, feedbackSlice } from '../../store/slices/feedback.js';
import { island } from '../../ui/island.js';

export interface FeedbackButtonProps {
  label: string;
  large?: boolean;
  preset?: { value?: string; msg?: string };
}

function FeedbackButton({ label, large = false, preset }: FeedbackButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className={`button${large ? ' button--lg' : ''}`} onClick={() => dispatch(feedbackOpened(preset))}>
      {label}
    </button>
  );
}

export const feedbackButtonIsland = island('feedback-button', FeedbackButton, [feedbackSlice]);
