// The built-in words of the refusals a step answers in its own words (HttpError's `words`):
// content/site.json's `errors.refusals` says them on the site; these stand in when its file
// has none (error-page.ts's BUILT_IN_ERROR_TEXTS).

/** A post or personal GET sent from another site's page (server/request/same-origin-posts.ts). */
export const CROSS_SITE_REFUSAL = 'Запрос отклонён: он отправлен с другого сайта. Откройте страницу акции и повторите.';
/** An expired and a revoked supplier link (server/preview/preview.ts). */
export const PREVIEW_EXPIRED = 'Срок ссылки для предпросмотра истёк: попросите новую';
export const PREVIEW_REVOKED = 'Ссылка для предпросмотра отозвана: попросите новую';
/** A supplier link while the revocations cannot be read (server/preview/preview-epochs.ts): a 503. */
export const PREVIEW_UNCHECKED = 'Ссылку для предпросмотра сейчас не проверить: попробуйте через минуту';
