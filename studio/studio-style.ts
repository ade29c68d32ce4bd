// What the studio changes in the look of Decap's editor: a field's problems read as sentences (Decap sets them in
// capitals, «НЕ МОЖЕТ БЫТЬ ПОЗЖЕ…»), and the form scrolls clear of the studio's own bars in the bottom corners
// (operator-name.ts, the links of server/studio-listener/studio-app.ts), so they never cover its last fields; a field
// of another page than the one the entry names takes no room (page-variants.ts).
// Decap's styled parts keep their component's name in their class («css-…-ControlErrorsList»); the element in the
// selector outweighs their own rule, which Emotion adds after this one.
import { element } from './studio-notice.js';

const STYLE = `ul[class*="ControlErrorsList"] { text-transform: none; font-size: 13px; }
div[class*="ControlPaneContainer"] { padding-bottom: 120px; }
div:has(> [data-other-page]) { display: none; }`;

export function addStudioStyle(): void {
  document.head.append(element('style', { textContent: STYLE }));
}
