// The law layout's cookie notice, shown until `cookie-accepted` exists.
// The server read that cookie into the store, so the notice never flashes.
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { cookiesAccepted, selectCookiesAccepted } from '../../store/slices/business-page.js';
import { rememberCookiesAccepted } from './browser-effects.js';

export function CookieBanner() {
  const dispatch = useAppDispatch();
  const accepted = useAppSelector(selectCookiesAccepted);
  if (accepted) return null;
  const accept = () => {
    rememberCookiesAccepted();
    dispatch(cookiesAccepted());
  };
  return (
    <section className="cookie-banner" aria-label="Уведомление о файлах cookie">
      <p className="cookie-banner__text">
        Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.
      </p>
      <button type="button" className="button cookie-banner__accept" onClick={accept}>Принять</button>
    </section>
  );
}
