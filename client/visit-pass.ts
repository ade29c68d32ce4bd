// The visit pass on the browser's side (docs/decisions/121-visit-pass.md): asked once a
// page, as soon as the visitor shows they mean to check a card (the focus in a card
// field, or a first input into one), so that by the time the seven digits are typed the
// pass is in and the check is one round trip; at the latest before the page's first
// personal call (client/api.ts). A page used without either asks nothing.
import { VISIT_PASS_PATH } from '#shared/api/visit-pass.js';
import { CARD_INPUT_CLASS } from '#shared/ui/card-number-field.js';

let asked: Promise<unknown> | undefined;

/** Asks for the pass once a page; settles once its answer (the cookie) is in, or the ask failed. */
export const askVisitPass = (): Promise<unknown> => (asked ??= fetch(VISIT_PASS_PATH).then(String, String));

const INTENT = ['focusin', 'input'] as const;

const isCardInput = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.classList.contains(CARD_INPUT_CLASS);

/**
 * Asks for the pass at the visitor's first focus in, or input into, a card field of `doc`,
 * or at once when one already has the focus (the islands came alive because the visitor
 * reached for it: client/load-islands.ts).
 */
export function askVisitPassOnIntent(doc: Document): void {
  if (isCardInput(doc.activeElement)) {
    void askVisitPass();
    return;
  }
  const onIntent = (event: Event) => {
    if (!isCardInput(event.target)) return;
    for (const type of INTENT) doc.removeEventListener(type, onIntent, { capture: true });
    void askVisitPass();
  };
  for (const type of INTENT) doc.addEventListener(type, onIntent, { capture: true, passive: true });
}
