// The hub asks the upstream nothing: its list is the content at the time of the render
// (server/content/hub-entries.ts), put in the page state by the page route.
import type { PageLoader } from './types.js';

export const loadHubPage: PageLoader = async () => {};
