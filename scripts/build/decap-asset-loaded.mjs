// Decap CMS 3.16 shows a published entry's picture in its form only if the picture was loaded
// before the form was drawn: a field asks for its picture once (`getAsset`), gets Decap's
// stand-in (an empty 46-byte SVG) while the picture is fetched, and is drawn again only when its
// value or its `getAsset` changes, which a fetch finished does not do. A published campaign's
// form showed an empty thumbnail and no picture to place the focus point on
// (docs/decisions/240-studio-media-never-overwrite.md). The studio's build gives the form's
// fields a new `getAsset` each time Decap has finished fetching pictures, so every picture field
// (Decap's image widget, studio/focus-widget.tsx) asks again and shows the picture. A text
// replacement (decap-patch.mjs).
import { decapCore, decapPatches } from './decap-patch.mjs';

const CONTROL = decapCore('components/Editor/EditorControlPane/EditorControl.js');

const PATCHES = [
  {
    module: CONTROL,
    from: 'function mergeProps(stateProps, dispatchProps, ownProps) {',
    to: [
      '/** The entry-bound getAsset, a new function once the pictures being fetched are all fetched. */',
      'let assetsAsked;',
      'let assetsLoading = false;',
      'function askedAgainWhenLoaded(getAsset, loading) {',
      '  if (!assetsAsked || assetsAsked.of !== getAsset || (assetsLoading && !loading)) {',
      '    assetsAsked = (path, field) => getAsset(path, field);',
      '    assetsAsked.of = getAsset;',
      '  }',
      '  assetsLoading = loading;',
      '  return assetsAsked;',
      '}',
      'function mergeProps(stateProps, dispatchProps, ownProps) {',
    ].join('\n'),
  },
  {
    module: CONTROL,
    from: 'boundGetAsset: dispatchProps.boundGetAsset(stateProps.collection)',
    to: 'boundGetAsset: askedAgainWhenLoaded(dispatchProps.boundGetAsset(stateProps.collection), stateProps.isLoadingAsset)',
  },
];

export const decapAssetLoaded = decapPatches('decap-asset-loaded', PATCHES);
