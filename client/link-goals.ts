// Analytics goals on links of the static parts of a page (shared/analytics/goals.ts
// goalAttributes): one listener for the whole document, so those parts need no
// component code in the browser. Links inside islands track their goals themselves.
import { trackGoal, type Goal } from '#shared/analytics/goals.js';

export function trackLinkGoals(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const marked = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-goal]') : null;
    if (!marked) return;
    trackGoal(marked.dataset.goal as Goal, 'link');
  });
}
