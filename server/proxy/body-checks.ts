// The body step of the proxy: each call with a body has its check, which rebuilds the body
// from the checked fields only (form-body.ts, feedback-body.ts). A Record over every call
// with a body, so a POST added to the shared call table without its check does not compile.
import type { CALLS, CallName } from '#shared/api/calls.js';
import type { CallContext } from '../upstream/get-call.js';
import { checkFeedbackBody } from './feedback-body.js';
import { rebuildForm, type EncodedBody } from './form-body.js';
import { accepted, type Checked } from './refusal.js';
import type { ProxyTexts } from './proxy-texts.js';

export interface CheckedBody extends EncodedBody {
  /** The checked card number when the form has one (rate limits count per card). */
  cardNumber?: string;
  /**
   * For a post that saves: what makes two bodies the same request (the card and its
   * codes), so that identical ones in flight at once reach the upstream once (shared-post.ts).
   */
  sameAs?: string;
}

type BodyCall = { [N in CallName]: (typeof CALLS)[N] extends { body: string } ? N : never }[CallName];

type BodyCheck = (contentType: string, bytes: Buffer, from: CallContext, texts: ProxyTexts) => Promise<Checked<CheckedBody>>;

const BODY_CHECKS: Record<BodyCall, BodyCheck> = {
  sendFeedback: checkFeedbackBody,
  participant: (contentType, bytes) => rebuildForm('participant', contentType, bytes),
  addCategories: (contentType, bytes) => rebuildForm('addCategories', contentType, bytes),
};

const hasBody = (name: CallName): name is BodyCall => Object.hasOwn(BODY_CHECKS, name);

/** The checked body, or undefined for a call without one (whatever was sent is dropped). */
export async function checkBody(
  name: CallName, contentType: string, bytes: Buffer, from: CallContext, texts: ProxyTexts,
): Promise<Checked<CheckedBody | undefined>> {
  return hasBody(name) ? BODY_CHECKS[name](contentType, bytes, from, texts) : accepted(undefined);
}
