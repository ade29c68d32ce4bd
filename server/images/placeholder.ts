// The «нет фото» picture: what the image endpoint answers for any source it refused or
// could not turn into a picture, drawn as the product card's own no-photo state
// (campaign.css .products__no-photo). Square, so the box keeps its shape.
export const PLACEHOLDER_SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
<rect width="160" height="160" fill="#f4f5f7"/>
<g transform="translate(62 48) scale(1.5)" fill="none" stroke="#50565f" stroke-width="1.6" stroke-linecap="round">
<path d="M4 7h3l2-2h6l2 2h3v12H4z"/><circle cx="12" cy="13" r="3.5"/><path d="M3 3l18 18"/></g>
<text x="80" y="112" font-family="system-ui, sans-serif" font-size="13" text-anchor="middle" fill="#50565f">нет фото</text>
</svg>`);
