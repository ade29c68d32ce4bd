// The site's icons in every document's head: the SVG favicon, the touch icon and the
// web-app manifest (files in public/, served under `<base>static/`).
export const THEME_COLOR = '#c8102e';

export function iconLinks(staticBase: string): string {
  return (
    `<link rel="icon" href="${staticBase}icons/favicon.svg" type="image/svg+xml">` +
    `<link rel="apple-touch-icon" href="${staticBase}icons/apple-touch-icon.png">` +
    `<link rel="manifest" href="${staticBase}manifest.webmanifest">` +
    `<meta name="theme-color" content="${THEME_COLOR}">`
  );
}
