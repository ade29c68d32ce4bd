// THE registration of the page kinds: one line per kind, each its folder's descriptor
// (pages/<kind>/kind.ts). A kind added here and given its folder is served, listed, built
// and tested with no other change (docs/decisions/090-page-kinds.md, README "Add a page").
// The lines' order means nothing: the route table takes the kinds by name.
export { campaign } from './campaign/kind.js';
export { hub } from './hub/kind.js';
export { lovecategory } from './lovecategory/kind.js';
export { kartaElektrika } from './karta-elektrika/kind.js';
export { law } from './law/kind.js';
export { sert } from './sert/kind.js';
export { landing } from './landing/kind.js';
