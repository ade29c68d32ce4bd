// Where a banner's crop sits in its art (docs/content.md «Баннеры»): the art scaled to cover
// the crop, and the crop's window placed with the focal point as near its middle as the
// scaled art allows. The server cuts the files by it (server/images/encode.ts); the studio
// shows the same crops in its preview (studio/banner-crops.ts).

/** The cover cut of a `w`×`h` picture to `width`×`height` around `focus`: the size to scale to, then the window. */
export function focusedCut(w: number, h: number, width: number, height: number, focus: { x: number; y: number }) {
  const scale = Math.max(width / w, height / h);
  const scaled = { width: Math.max(width, Math.round(w * scale)), height: Math.max(height, Math.round(h * scale)) };
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  return {
    scaled,
    window: {
      left: clamp(focus.x * scaled.width - width / 2, scaled.width - width),
      top: clamp(focus.y * scaled.height - height / 2, scaled.height - height),
      width, height,
    },
  };
}
