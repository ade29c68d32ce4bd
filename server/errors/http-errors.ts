// One error type with a status and an operational flag (docs/product.md §6, "Failures"):
// operational errors are expected (bad input, upstream down) and answered plainly;
// anything else is a programmer error, logged in full and answered with a bare 500.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly isOperational = true,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
