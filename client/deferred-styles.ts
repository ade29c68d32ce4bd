// The styles of what only a script can show (dialogs) load without blocking the first
// paint: the server writes them as `media="print"` stylesheets (fetched at low priority,
// applied to nothing on screen), and the page's script switches them on.
export function applyDeferredStyles(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')) link.media = 'all';
}
