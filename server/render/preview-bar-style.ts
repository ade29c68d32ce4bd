// The preview bar's styles (shared/ui/preview-bar.tsx; docs/product.md §4's preview), apart from every kind's CSS: in the
// head of a page rendered for its preview alone (render-page.tsx), never stored, so no public page carries them.
export const PREVIEW_BAR_STYLE = '<style>.preview-mark{position:sticky;top:0;z-index:10;margin:0;'
  + 'padding:var(--sp-2) var(--sp-4);text-align:center;font-size:var(--fs-sm);color:#3d2a00;'
  + 'background:#ffd54a;box-shadow:var(--sh-1)}.preview-mark p{margin:0}.preview-mark nav{'
  + 'display:flex;flex-wrap:wrap;justify-content:center;gap:var(--sp-2) var(--sp-4)}.preview-mark a{color:inherit;font-weight:600}'
  + '.preview-mark a[aria-current]{text-decoration:none;border-bottom:2px solid currentColor}</style>';
