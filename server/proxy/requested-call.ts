// The match step of the proxy: which call of the shared table the browser asks for, with
// its parameters. An unknown path, a call browser code never makes, or a known one with
// a slug or code that is not ours, is simply not there; a malformed card number is the
// visitor's typo.
import { callEntry, type CallName } from '#shared/api/calls.js';
import { CARD_REFUSED } from './answer.js';
import { matchCall } from './match-call.js';
import { accepted, refused, type Checked } from './refusal.js';

export interface RequestedCall {
  name: CallName;
  params: Record<string, string>;
  /** The card number in the path, for calls that carry one. */
  card?: string;
}

const NOT_FOUND = 'Not found';
const isCardParam = (name: CallName, param: string) => callEntry(name).params[param] === 'cardNumber';

export function requestedCall(method: string, path: string): Checked<RequestedCall> {
  const match = matchCall(method, path);
  // A call only the server makes is not there for the browser (docs/product.md §6, the allow-list): no IP lookup with our credentials.
  if (match.outcome === 'none' || !callEntry(match.name).browser) return refused('not-found', NOT_FOUND);
  if (match.outcome === 'bad-param') {
    return isCardParam(match.name, match.param) ? refused('invalid', CARD_REFUSED) : refused('not-found', NOT_FOUND);
  }
  const cardParam = Object.keys(match.params).find((param) => isCardParam(match.name, param));
  return accepted({ name: match.name, params: match.params, card: cardParam && match.params[cardParam] });
}
