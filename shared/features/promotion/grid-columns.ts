// How many product cards per row: an even grid where the count allows it (6 → one row of
// 6 on a desktop, 3 + 3 on a tablet), else the split whose last row is fullest (it is
// centred). Computed from the list, so the server's HTML and the hydrated page agree.
export function gridColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  let best = max;
  let bestFill = 0;
  for (let cols = max; cols >= 2; cols--) {
    const fill = count % cols === 0 ? 1 : (count % cols) / cols;
    if (fill > bestFill) [best, bestFill] = [cols, fill];
  }
  return best;
}
