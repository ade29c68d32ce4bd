// The studio's preview of a brand: its mark as a campaign page's header draws it, with the site's own components and CSS
// (pages/campaign/ui/brand-lockup.tsx, the page's accent tokens) in a frame of the site's width, above a hero in the
// brand's colours, so the operator sees the wordmark or logo and its colours as visitors will, not the fields' text.
import { SiteBar } from '#shared/ui/site-bar.js';
import { BrandLockup } from '#pages/campaign/ui/brand-lockup.js';
import { brandColours } from '#pages/campaign/ui/campaign-page.js';
import type { Brand } from '#shared/content/campaign-schema.js';
import { Provider } from 'react-redux';
import { makeStore } from '#shared/store/make-store.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import { pageSiteTexts, type SiteTexts } from '#shared/content/site-texts.js';
import { SiteFrame, useServed, type PreviewProps } from './campaign-preview.js';
import { fieldNamed, type ImmutableLike } from './immutable-like.js';

const DESKTOP = 1280;

export function BrandPreview(props: PreviewProps) {
  const data = ((props.entry.get('data') as ImmutableLike).toJS?.() ?? {}) as Partial<Brand>;
  const id = (props.entry.get('slug') as string | undefined) || 'brand';
  const name = data.name || 'Бренд';
  const brand: Brand = {
    id, name, accent: data.accent || '#4a4a4a', accentText: data.accentText || '#ffffff',
    ...(data.logo ? { logo: data.logo } : { wordmark: data.wordmark || name }),
    ...(data.wordmarkSub ? { wordmarkSub: data.wordmarkSub } : {}),
    ...(data.logoBackground ? { logoBackground: data.logoBackground } : {}),
  };
  // The site's own words around the mark (the retailer's logo's label, the link to every promotion), as served.
  const siteTexts = useServed<SiteTexts>('/site-api/kind-texts/site');
  if (!siteTexts) return <p style={{ padding: 8, fontFamily: 'system-ui, sans-serif' }}>Тексты сайта загружаются…</p>;
  const store = makeStore({
    page: {
      id, kind: 'campaign', site: 'promo', base: SITE_BASES.promo, canonicalPath: SITE_BASES.promo, analytics: {},
      currentYear: new Date().getFullYear(), siteTexts: pageSiteTexts(siteTexts),
    },
  });
  const logo = data.logo ? props.getAsset?.(data.logo, fieldNamed(props.fields, 'logo'))?.toString() : undefined;
  return (
    <SiteFrame width={DESKTOP} title={`Знак бренда «${name}» в шапке акции`}>
      <Provider store={store}>
        <div className={`page campaign brand-${id}`} style={brandColours(brand)}>
          <header className="campaign-header">
            <SiteBar hubHref="#"><BrandLockup brand={brand} staticBase="/" {...(logo ? { logoSrc: logo } : {})} /></SiteBar>
            <div className="hero">
              <div className="container hero__grid">
                <div className="hero__text">
                  <h1 className="campaign-header__title">{`Акция ${name}`}</h1>
                  <p className="hero__lead">Так знак бренда и его цвета выглядят в шапке страницы акции.</p>
                </div>
              </div>
            </div>
          </header>
        </div>
      </Provider>
    </SiteFrame>
  );
}
