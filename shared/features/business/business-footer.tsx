// The site footer with the business groups the spec asks for. A city with hideFooterInfo loses exactly the four the spec
// names (apps, payments, social links, the © line). The store and social addresses are the retailer's public pages;
// confirm them before a real launch. An island: it follows the city chosen in the browser.
import { useAppSelector } from '../../store/hooks.js';
import { selectActiveCity } from '../../store/slices/city.js';
import { selectPage } from '../../store/slices/page.js';
import { SiteFooter } from '../../ui/site-footer.js';
import { PaymentMarks } from './payment-marks.js';
import { selectFooterTexts } from '../../ui/site-texts.js';
import { fillTemplate } from '../../content/text-template.js';
import { CITY } from '../../content/site-placeholders.js';

const APPS = [
  ['App Store', 'https://apps.apple.com/ru/app/petrovich/id1465409375'],
  ['Google Play', 'https://play.google.com/store/apps/details?id=ru.petrovich.app'],
  ['RuStore', 'https://www.rustore.ru/catalog/app/ru.petrovich.app'],
] as const;
const SOCIAL = [
  ['ВКонтакте', 'https://vk.com/petrovich_stroi'],
  ['Telegram', 'https://t.me/petrovich_stroi'],
  ['Одноклассники', 'https://ok.ru/petrovichstroi'],
  ['YouTube', 'https://www.youtube.com/@petrovichstd'],
] as const;

const LinkGroup = ({ title, links }: { title: string; links: readonly (readonly [string, string])[] }) => (
  <nav className="site-footer__group" aria-label={title}>
    <p className="site-footer__title">{title}</p>
    <ul className="biz-footer__list">
      {links.map(([name, url]) => <li key={name}><a className="biz-footer__chip" href={url}>{name}</a></li>)}
    </ul>
  </nav>
);

export function BusinessFooter() {
  const city = useAppSelector(selectActiveCity);
  const { currentYear } = useAppSelector(selectPage);
  const texts = useAppSelector(selectFooterTexts);
  const phoneNote = city ? fillTemplate(texts.businessPhoneNote, { [CITY]: city.name }) : undefined;
  if (city?.hideFooterInfo) return <SiteFooter currentYear={currentYear} phone={city.phone} phoneNote={phoneNote} withoutCopyright />;
  return (
    <SiteFooter currentYear={currentYear} phone={city?.phone} phoneNote={phoneNote}>
      <LinkGroup title={texts.apps} links={APPS} />
      <div className="site-footer__group">
        <p className="site-footer__title" id="biz-payments">{texts.payments}</p>
        <PaymentMarks labelledBy="biz-payments" />
      </div>
      <LinkGroup title={texts.social} links={SOCIAL} />
    </SiteFooter>
  );
}
