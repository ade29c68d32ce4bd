// The JSX runtime of the server's code (build.mjs, vitest.config.ts): React's, each element's
// texts given their breaks when it is one of the page's own (shared/typography/hyphenate.ts).
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { shownProps } from './hyphenate.js';

type Jsx = typeof reactJsx;

export { Fragment };
export const jsx: Jsx = (type, props, key) => reactJsx(type, shownProps(type, props), key);
export const jsxs: Jsx = (type, props, key) => reactJsxs(type, shownProps(type, props), key);
export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) =>
  reactJsxDEV(type, shownProps(type, props), key, isStatic, source, self);
