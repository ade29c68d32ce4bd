// One page request as its route's loader and action see it (server/routes/page-router.ts, on
// react-router-dom's data router), and what they do with it: the Express halves of the
// request, the form its action took, and the body of a form posted to a page.
import express, { type Request, type Response } from 'express';
import type { PageEntry, PostedBody } from '#server/pages/page-kind.js';

/** One request as the route objects' loaders and actions see it: Express's halves, and what its action posted. */
export interface PageExchange {
  req: Request;
  res: Response;
  /** The form the action took (PostedForms.take), for the loader's answer after it. */
  posted?: PostedAnswer;
}

/** A posted form the action accepted: what the page's answer renders with. */
export interface PostedAnswer {
  answer(exchange: PageExchange): Promise<void>;
}

/** What a page's route does: its loader's answer, and its action when the page takes a posted form. */
export interface PageHandlers {
  /** Answers the page (sends it on `exchange.res`), or throws a 404 answer (data(null, 404)). */
  show(exchange: PageExchange, page: PageEntry): Promise<void>;
  /** The posted form: a redirect Response, a PostedAnswer kept for the loader, or a thrown 404 answer. */
  take(exchange: PageExchange, page: PageEntry): Promise<globalThis.Response | PostedAnswer>;
}

/** A page's form is small: a card, a few category codes, the feedback's 2000 characters. */
const PAGE_FORM_LIMIT = '16kb';

const parseForm = express.urlencoded({ extended: false, limit: PAGE_FORM_LIMIT });

/**
 * The urlencoded body of a form posted to a page (extended: false: a repeated field is an
 * array), read by the page's action only: a post to no page is a 404 whatever its body.
 * Rejects with the parser's 400 or 413, which the error pages answer.
 */
export const postedBody = (req: Request, res: Response): Promise<PostedBody> =>
  new Promise((resolve, reject) => parseForm(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.body ?? {}))));
