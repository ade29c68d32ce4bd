// The one error type of the expected failures, with a status (docs/product.md §6, "Failures"):
// an HttpError is expected (bad input, upstream down) and answered plainly; anything else
// is a programmer error, logged in full and answered with a bare 500.
import type { RefusalWords } from '#shared/content/site-texts.js';

export class HttpError extends Error {
  /**
   * `words`: the refusal's own words in content/site.json (`errors.refusals`), which its page
   * and its JSON say instead of `message`; `message`, the built-in words, answers without the file.
   */
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly words?: RefusalWords,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
