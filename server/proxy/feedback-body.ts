// The feedback form (JSON), checked again on the server by the same rules as in the
// browser before the upstream sees it, and rebuilt from the checked fields only. A bad
// form is refused with `{ message, errors: { field: text } }` (content/site.json's words) and never leaves.
import { checkFeedback, feedbackErrors, refusedFieldText, type FeedbackForm } from '#shared/validation/feedback.js';
import type { ProxyTexts } from './proxy-texts.js';
import { getCall, type CallContext } from '../upstream/get-call.js';
import type { EncodedBody } from './form-body.js';
import { accepted, refused, type Checked } from './refusal.js';

function parseFeedback(contentType: string, bytes: Buffer, texts: ProxyTexts): Checked<FeedbackForm> {
  if (!/^application\/json/i.test(contentType)) return refused('unsupported-type', 'Expected application/json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return refused('invalid', 'Malformed JSON');
  }
  const result = checkFeedback(parsed);
  return result.ok ? accepted(result.form) : refused('invalid', texts.feedback.refused, feedbackErrors(result.problems, texts.feedback));
}

/**
 * The categories a feedback `value` must be one of. Asked only once the form passed every
 * other check; the list is public and cached, so this costs no upstream call per post. If
 * it cannot be had, the upstream has the last word (its 422 answers with our field texts).
 */
async function knownFeedbackCategories(from: CallContext): Promise<string[] | undefined> {
  const answer = await getCall(from, 'feedbackCategories');
  return answer.ok ? answer.data.map((category) => category.value) : undefined;
}

export async function checkFeedbackBody(
  contentType: string, bytes: Buffer, from: CallContext, texts: ProxyTexts,
): Promise<Checked<EncodedBody>> {
  const form = parseFeedback(contentType, bytes, texts);
  if (!form.ok) return form;
  const categories = await knownFeedbackCategories(from);
  if (categories && !categories.includes(form.value.value)) {
    return refused('invalid', texts.feedback.refused, { value: refusedFieldText('value', texts.feedback) });
  }
  return accepted({ contentType: 'application/json', bytes: Buffer.from(JSON.stringify(form.value)) });
}
