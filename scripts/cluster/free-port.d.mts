// Types of free-port.mjs for the tests (tests/support/free-port.ts).
export function freePort(): Promise<number>;
export function onFreePort<T>(start: (port: number) => Promise<T>, tries?: number): Promise<T>;
