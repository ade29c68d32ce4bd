// The studio's own notice over Decap's screens (refused-notice.ts): clear of Decap's top bar, so its «Сохранить» and
// «Опубликовать» stay reachable; one box per `id`.
/** A new element of the studio's own, with its properties set and its children in it. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), properties);
  made.append(...children);
  return made;
}

export function showNotice(id: string, ...content: Array<Node | string>): HTMLElement {
  document.getElementById(id)?.remove();
  const notice = element('div', { id });
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'position:fixed;left:12px;bottom:56px;max-width:min(720px,calc(100vw - 24px));z-index:2000;'
    + 'padding:12px 44px 12px 16px;background:#a3120b;color:#fff;font:15px/1.4 system-ui,sans-serif;border-radius:6px;'
    + 'box-shadow:0 2px 8px rgb(0 0 0 / 40%)';
  const close = element('button', { type: 'button', textContent: '×', onclick: () => notice.remove() });
  close.setAttribute('aria-label', 'Закрыть');
  close.style.cssText = 'position:absolute;right:8px;top:6px;background:none;border:0;color:inherit;font-size:24px;cursor:pointer';
  notice.append(...content, close);
  document.body.append(notice);
  return notice;
}
