// The name an uploaded picture is stored under (docs/decisions/240-studio-media-never-overwrite.md): its own name and
// the first 8 hex digits of its SHA-256, so an upload can never replace a file another entry shows.

/** Letters, digits and hyphens of the base name, at most this long (the content's names allow 60 with the suffix). */
const MAX_BASE = 40;

export async function contentAddressedName(name: string, file: Blob): Promise<string> {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const base = (dot > 0 ? name.slice(0, dot) : name).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE).replace(/-+$/, '') || 'picture';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  const hash = [...digest.subarray(0, 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const stem = base.endsWith(`-${hash}`) ? base : `${base}-${hash}`;
  return extension ? `${stem}.${extension}` : stem;
}

/** Decap's notice when the operator deletes a published picture in the media library. */
export const PUBLISHED_PICTURE_STAYS = 'Опубликованную картинку отсюда не удалить: её может показывать идущая акция. '
  + 'Чтобы убрать картинку со страницы, выберите в записи другую и опубликуйте правку';
