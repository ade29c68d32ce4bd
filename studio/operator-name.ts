// The operator's name for «История» (docs/decisions/117-studio-history.md): Decap's local backend has no sign-in,
// so the studio asks once per browser, in a cookie its listener reads (server/studio/operator-name.ts). A small form,
// never a modal: editing goes on unsigned (as «Студия контента») until a name is given.
import { element } from './studio-notice.js';

/** The cookie the operator's name is kept in. */
export const AUTHOR_COOKIE = 'promo_studio_author';
const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;

function savedName(): string {
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${AUTHOR_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(AUTHOR_COOKIE.length + 1)) : '';
}

function save(name: string): void {
  document.cookie = `${AUTHOR_COOKIE}=${encodeURIComponent(name)}; path=/; max-age=${TEN_YEARS_S}; samesite=strict`;
}

const STYLE = `.operator-name { position: fixed; right: 12px; bottom: 52px; z-index: 1000; display: flex; gap: 6px; align-items: center;
  padding: 6px 10px; border-radius: 16px; background: #313d3e; color: #fff; font: 14px/1.2 system-ui, sans-serif;
  box-shadow: 0 1px 4px rgb(0 0 0 / 30%); }
.operator-name input { font: inherit; padding: 2px 6px; width: 12em; }
.operator-name button { font: inherit; padding: 2px 8px; cursor: pointer; }`;

function render(box: HTMLElement): void {
  const name = savedName();
  box.replaceChildren();
  if (name) {
    const change = element('button', { type: 'button', textContent: 'Сменить' });
    change.addEventListener('click', () => {
      save('');
      render(box);
    });
    box.append(element('span', { textContent: `Правки подписаны: ${name}` }), change);
    return;
  }
  const input = element('input', {
    id: 'operator-name-input', name: 'name', required: true, maxLength: 80, autocomplete: 'name', placeholder: 'Имя и фамилия',
  });
  const form = element('form', {}, element('label', { htmlFor: input.id, textContent: 'Как подписать ваши правки в «Истории»?' }),
    input, element('button', { type: 'submit', textContent: 'Запомнить имя' }));
  form.style.display = 'contents';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const given = input.value.trim().replace(/\s+/g, ' ');
    if (!given) return;
    save(given);
    render(box);
  });
  box.append(form);
}

export function askOperatorName(): void {
  const box = element('div', { className: 'operator-name' });
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', 'Подпись правок');
  document.head.append(element('style', { textContent: STYLE }));
  document.body.append(box);
  render(box);
}
