// A scroll to a block of the page: smooth unless the visitor asked for less motion; with `focus`,
// keyboard focus follows (the banners' buttons, lovecategory's card-status block).
export function scrollToBlock(id: string, focus = true): boolean {
  const block = document.getElementById(id);
  if (!block) return false;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (focus) block.focus({ preventScroll: true });
  return true;
}
