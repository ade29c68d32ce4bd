// `npm run preview:link -- <campaign id> [--days N]` prints the preview link of one
// campaign, valid N days (7 unless told, at most 90): the page's address with a grant
// signed with PREVIEW_TOKEN (server/preview/preview-grant.ts), so whoever holds it sees
// that campaign's preview and no other, until the link expires. The address is on
// PUBLIC_ORIGIN when it is set, else on http://localhost:$PORT. The campaign is looked
// for in CONTENT_DIR (unset: content/). The link is signed at the campaign's current
// revocation epoch, read where the server reads it (REDIS_URL, else PREVIEW_EPOCHS_FILE):
// a link made after «Отозвать ссылки» opens the page (server/preview/preview-epochs.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './ts-module.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 90;

function fail(message) {
  console.error(`preview:link: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const daysAt = args.indexOf('--days');
const days = daysAt === -1 ? 7 : Number(args[daysAt + 1]);
const id = args.find((arg, index) => !arg.startsWith('--') && (daysAt === -1 || index !== daysAt + 1));
if (!id) fail('usage: npm run preview:link -- <campaign id> [--days N]');
if (!Number.isFinite(days) || days <= 0 || days > MAX_DAYS) fail(`--days must be a number of days above 0 and at most ${MAX_DAYS}`);
const token = process.env.PREVIEW_TOKEN;
if (!token || token.length < 32) fail('PREVIEW_TOKEN must be set (at least 32 characters), the same as the server\'s');

const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(import.meta.dirname, '..', 'content'));
const campaignFile = path.join(contentDir, 'campaigns', `${id}.json`);
if (!existsSync(campaignFile)) fail(`no campaign "${id}": ${campaignFile} does not exist`);

const { signGrant } = await importTs('server/preview/preview-grant.ts');
const { previewEpochsFor } = await importTs('server/preview/preview-epochs.ts');
const quiet = { warn() {}, info() {} };
const epochs = previewEpochsFor({
  previewToken: token, redisUrl: process.env.REDIS_URL,
  previewEpochsFile: process.env.PREVIEW_EPOCHS_FILE || path.join(path.dirname(contentDir), '.preview-epochs.json'),
}, quiet);
await epochs.refresh();
const known = epochs.known();
const epoch = epochs.of(id);
await epochs.close();
if (!known) fail('the revocations cannot be read (REDIS_URL or PREVIEW_EPOCHS_FILE): a link made now could be one already revoked');
const { SITE_BASES } = await importTs('shared/pages/sites.ts');
const { PREVIEW_PARAM } = await importTs('shared/pages/preview-links.ts');
const expiresAt = Date.now() + days * DAY_MS;
const origin = (process.env.PUBLIC_ORIGIN || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
console.log(`${origin}${SITE_BASES.promo}${id}?${PREVIEW_PARAM}=${signGrant(token, id, expiresAt, epoch)}`);
console.error(`valid until ${new Date(expiresAt).toISOString()}, for ${id} only`);
