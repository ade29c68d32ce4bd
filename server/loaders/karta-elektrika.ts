// karta-elektrika has nothing to fetch before render: its only data is the visitor's
// card check, which runs in the browser after a submit.
import type { PageLoader } from './types.js';

export const loadKartaElektrikaPage: PageLoader = async () => {};
