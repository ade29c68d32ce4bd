// The tests' day, in a module of its own: a file that only starts processes (tests/cluster/'s)
// takes it without importing the app that start-app.ts assembles.

/**
 * The day tests live on unless they state another (PROMO_NOW): 15 October 2025, noon in
 * Moscow, when every campaign of the tests' content (tests/fixtures/content) is running.
 * Real time would make the pages change with the date the suite runs on. Tests about
 * another phase set their own PROMO_NOW or clock.
 */
export const RUNNING_DAY = '2025-10-15T12:00:00+03:00';
