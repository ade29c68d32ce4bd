// A control that opens the feedback modal. Without JS it leads to the page's feedback
// block instead (a GET of the page to its anchor, feedback-panel.tsx); with JS the click
// opens the modal and goes nowhere.
import type { MouseEvent, ReactNode } from 'react';
import { FEEDBACK_BLOCK_ID } from '../../store/slices/feedback.js';

export function OpensFeedback({ className, onOpen, children }: { className: string; onOpen: () => void; children: ReactNode }) {
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <form className="biz-opens-feedback" method="get" action={`#${FEEDBACK_BLOCK_ID}`}>
      <button type="submit" className={className} onClick={open}>{children}</button>
    </form>
  );
}
