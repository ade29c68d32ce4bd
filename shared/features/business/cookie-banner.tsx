// The law layout's cookie notice, shown until `cookie-accepted` exists.
// The server read that cookie into the store, so the notice never flashes. An island;
// before it hydrates (or with JS off) "Принять" posts the form to the page itself, and
// the server sets the cookie and sends the visitor back (server/routes/page-view.ts).
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { businessPageSlice, COOKIE_CONSENT_FIELD, cookiesAccepted, selectCookiesAccepted } from '../../store/slices/business-page.js';
import { island } from '../../ui/island.js';
import { rememberCookiesAccepted } from './browser-effects.js';
import { selectCookieNoticeTexts } from './business-site-texts.js';

function CookieBanner() {
  const dispatch = useAppDispatch();
  const accepted = useAppSelector(selectCookiesAccepted);
  const texts = useAppSelector(selectCookieNoticeTexts);
  if (accepted) return null;
  const accept = (event: FormEvent) => {
    event.preventDefault();
    rememberCookiesAccepted();
    dispatch(cookiesAccepted());
  };
  return (
    <section className="cookie-banner" aria-label={texts.label}>
      <p className="cookie-banner__text">{texts.text}</p>
      <form className="cookie-banner__form" method="post" onSubmit={accept}>
        <input type="hidden" name={COOKIE_CONSENT_FIELD} value="accepted" />
        <button type="submit" className="button cookie-banner__accept">{texts.accept}</button>
      </form>
    </section>
  );
}

export const cookieBannerIsland = island('cookie-banner', CookieBanner, [businessPageSlice]);
