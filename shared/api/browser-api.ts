// What thunks need from the network. The browser implements it with same-origin
// fetch to our /api proxy (client/api.ts); the store receives it as the thunk extra
// argument, so shared code never imports client code and tests can pass their own.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** A rate limit's Retry-After, in seconds: when a try may pass again (429 only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own words when a rate limit refused the call (they say when to try again). */
export function rateLimitText(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? error.message : undefined;
}

export interface BrowserApi {
  /** GET a proxy path such as `/api/v2/promo/check/knauf2025/7012345/`; resolves the `data` payload. */
  get<T>(path: string): Promise<T>;
  postForm<T>(path: string, form: FormData): Promise<T>;
  postJson<T>(path: string, body: unknown): Promise<T>;
}

const noNetwork = () => Promise.reject(new ApiError(0, 'no network on the server'));
export const NO_BROWSER_API: BrowserApi = { get: noNetwork, postForm: noNetwork, postJson: noNetwork };
