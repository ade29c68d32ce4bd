// One upstream answer read whole: its status and its body's text, through undici's dispatcher
// with a handler of our own (docs/decisions/330-upstream-answer-read-by-own-handler.md).
// undici's request() wraps every answer in a Node stream (a Readable, its state and a promise
// per read) and an async resource, and follows the call's signal with a listener of its own;
// an answer of a few KB read at once needs none of them: the chunks are kept and decoded once
// at the end, as the stream's text() decodes them (UTF-8, a leading byte-order mark skipped).
import type { IncomingHttpHeaders } from 'node:http';
import { errors, type Dispatcher } from 'undici';

export type UpstreamAnswer =
  | { status: number; text: string }
  /**
   * Past the bound: its declared Content-Length (refused before any byte of the body was read), or the bytes
   * read (the dispatcher's maxResponseSize). Either way the socket is closed.
   */
  | { status: number; tooLarge: true };

/** What the dispatcher is asked: as undici's request() takes it, less the options a whole-answer read has no use for. */
export type AnswerRequest = Pick<Dispatcher.DispatchOptions, 'origin' | 'path' | 'method' | 'headers' | 'body'>;

/** The body refused for its declared length: the reason the dispatcher is aborted with. */
class DeclaredTooLarge extends Error {}

class AnswerReader implements Dispatcher.DispatchHandler {
  readonly #chunks: Buffer[] = [];
  #status = 0;
  #controller: Dispatcher.DispatchController | undefined;
  readonly #stop = () => this.#abort(this.signal.reason);

  constructor(
    private readonly signal: AbortSignal,
    private readonly maxBytes: number,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {
    signal.addEventListener('abort', this.#stop, { once: true });
  }

  #abort(reason: unknown) {
    this.#controller?.abort(reason instanceof Error ? reason : new Error(String(reason)));
  }

  #end(answer: UpstreamAnswer | Error) {
    this.signal.removeEventListener('abort', this.#stop);
    // The first end holds: the error that follows a refused length (the abort's) changes nothing.
    if (answer instanceof Error) this.reject(answer);
    else this.resolve(answer);
  }

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.#controller = controller;
    if (this.signal.aborted) this.#stop();
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    // An informational answer (1xx): the real one follows.
    if (statusCode < 200) return;
    this.#status = statusCode;
    if (Number(headers['content-length']) > this.maxBytes) {
      this.#end({ status: statusCode, tooLarge: true });
      this.#abort(new DeclaredTooLarge());
    }
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer) {
    this.#chunks.push(chunk);
  }

  onResponseEnd() {
    const body = this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks);
    const bom = body.length > 2 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
    this.#end({ status: this.#status, text: body.toString('utf8', bom ? 3 : 0) });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error) {
    const read = error instanceof errors.ResponseExceededMaxSizeError && this.#status > 0;
    this.#end(read ? { status: this.#status, tooLarge: true } : error);
  }
}

/** The answer to `request`, or undici's error (the signal's reason when it aborted the call). */
export function readAnswer(dispatcher: Dispatcher, request: AnswerRequest, signal: AbortSignal, maxBytes: number): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    dispatcher.dispatch(request, new AnswerReader(signal, maxBytes, resolve, reject));
  });
}
