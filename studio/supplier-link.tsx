// The preview pane's supplier links (docs/decisions/242-supplier-link-shows-change-under-review.md), their time in
// Moscow's words (moscow-time.ts: the site's calendar is Moscow's, whatever the operator's computer says).
import { useState, type CSSProperties } from 'react';
import { moscowMinute } from './moscow-time.js';
import { PREVIEW_EXPERIMENT_PARAM, PREVIEW_VERSION_PARAM } from '#shared/pages/preview-links.js';
import { VERSION_LETTERS, type Version } from '#shared/experiments/versions.js';

/** Posts to one of the campaign's studio endpoints (server/studio/studio-api.ts); answers its status and the texts of its JSON. */
async function askServer(id: string, action: 'preview-link' | 'revoke-links') {
  const answer = await fetch(`/site-api/campaigns/${encodeURIComponent(id)}/${action}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin',
  });
  const body = new Map(Object.entries((await answer.json()) ?? {}));
  const text = (key: string) => (typeof body.get(key) === 'string' ? body.get(key) as string : undefined);
  return { ok: answer.ok, status: answer.status, text };
}

const NO_ANSWER = 'Сервер студии не отвечает: попробуйте ещё раз';

/** What the link shows, as the server found it when it signed the link. */
const SHOWS: Record<string, string> = {
  review: 'Ссылка покажет правку на согласовании (сохранённую, ещё не опубликованную); после публикации — опубликованную версию.',
  published: 'Ссылка покажет опубликованную версию: правок на согласовании нет.',
};

interface Link {
  url: string;
  expiresAt: string;
  shows: string;
}

/** Asks the server for a supplier's link; answers the link, or the words saying why there is none. */
async function supplierLink(id: string): Promise<Link | string> {
  try {
    const { ok, status, text } = await askServer(id, 'preview-link');
    const [url, expiresAt] = [text('url'), text('expiresAt')];
    if (!ok || !url || !expiresAt) return text('message') ?? `Сервер не дал ссылку (${status})`;
    return { url, expiresAt, shows: text('shows') ?? 'published' };
  } catch {
    return NO_ANSWER;
  }
}

/** Revokes the campaign's supplier links (docs/decisions/022-preview-grants.md) once confirmed; answers the words. */
async function revokeLinks(id: string): Promise<string | undefined> {
  if (!window.confirm(`Отозвать все выданные ссылки для поставщика на акцию «${id}»? Открытые по ним страницы тоже закроются.`)) {
    return undefined;
  }
  try {
    const { ok, status, text } = await askServer(id, 'revoke-links');
    const revokedAt = text('revokedAt');
    if (!ok || !revokedAt) return text('message') ?? `Сервер не отозвал ссылки (${status})`;
    return `Ссылки на акцию «${id}», выданные до ${moscowMinute(revokedAt)}, отозваны: поставщик увидит «ссылка отозвана». ` +
      'Новую ссылку даст кнопка «Ссылка для поставщика».';
  } catch {
    return NO_ANSWER;
  }
}

/** What a link to an experiment's version shows: that version, from the experiment's saved change while it is under review. */
const VERSION_SHOWS = (version: Version) => `Ссылка покажет вариант ${VERSION_LETTERS[version]} эксперимента: до публикации — `
  + 'из сохранённой правки эксперимента, после — опубликованный; полоса над страницей скажет, какой это вариант.';

/** `version`, `experiment`: an experiment's version the links show (`version=a|b&experiment=<id>`), and its file. */
export function SupplierLinks({ id, button, version, experiment }: {
  id: string; button: CSSProperties; version?: Version; experiment?: string | undefined;
}) {
  const [link, setLink] = useState<Link>();
  const [told, setTold] = useState('');
  const ask = async () => {
    const given = await supplierLink(id);
    if (typeof given === 'string') {
      setLink(undefined);
      return setTold(given);
    }
    const url = new URL(given.url);
    if (version) url.searchParams.set(PREVIEW_VERSION_PARAM, version);
    if (version && experiment) url.searchParams.set(PREVIEW_EXPERIMENT_PARAM, experiment);
    setLink({ ...given, url: url.toString() });
    const shows = version ? VERSION_SHOWS(version) : SHOWS[given.shows] ?? SHOWS.published;
    setTold(`${shows} Действует до ${moscowMinute(given.expiresAt)}.`);
  };
  const revoke = async () => {
    const answer = await revokeLinks(id);
    if (answer === undefined) return;
    setLink(undefined);
    setTold(answer);
  };
  return (
    <>
      <button type="button" style={button} onClick={() => void ask()}>Ссылка для поставщика</button>
      <button type="button" style={button} onClick={() => void revoke()}>Отозвать ссылки</button>
      {link && (
        <input
          readOnly aria-label="Ссылка для поставщика" value={link.url} onFocus={(event) => event.currentTarget.select()}
          style={{ display: 'block', boxSizing: 'border-box', width: '100%', marginTop: 6, padding: '4px 6px', font: 'inherit' }}
        />
      )}
      {told && <p role="status" style={{ margin: '6px 0 0' }}>{told}</p>}
    </>
  );
}
