// The studio's preview of a landing (page-preview.tsx, docs/product.md §13): its blocks drawn by the page's own
// components (pages/landing/ui/landing-page.tsx) from the form as the site reads the file (its schema: the markdown made
// its tree), the hero's picture cut around its focal point as the site cuts it, its brands as served.
import '#pages/landing/ui/landing.css';
import { LandingPage } from '#pages/landing/ui/landing-page.js';
import { RETAILER_THEME, landingFileSchema } from '#pages/landing/ui/landing-schema.js';
import { sharedTexts } from '#pages/landing/ui/block-type.js';
import type { LandingOnPage } from '#pages/landing/ui/landing-on-page.js';
import type { Brand } from '#shared/content/campaign-schema.js';
import { useBannerCrops, type Focus } from './banner-crops.js';
import { fieldAlong, type ImmutableLike } from './immutable-like.js';
import { siteJson } from './site-json.js';
import { assetAt, PagePreview, PENDING, useServed, useServedEach, type PreviewProps } from './page-preview.js';

const NEEDED = ['title', 'description', 'starts', 'ends', 'blocks'];

type FormBlock = { type?: unknown; bannerFile?: unknown; focus?: Focus; brands?: { brand?: unknown }[] };

const brandPath = (id: string) => `/site-api/brands/${encodeURIComponent(id)}`;

export function LandingPreview(props: PreviewProps & { today?: string }) {
  const data = ((props.entry.get('data') as ImmutableLike).toJS?.() ?? {}) as Record<string, unknown>;
  const id = (props.entry.get('slug') as string | undefined) || (data.id as string | undefined) || 'new';
  const blocks = (Array.isArray(data.blocks) ? data.blocks : []) as FormBlock[];
  const hero = blocks[0]?.type === 'hero' ? blocks[0] : undefined;
  const picture = typeof hero?.bannerFile === 'string' && hero.bannerFile
    ? assetAt(hero.bannerFile, props, fieldAlong(props.fields, ['blocks', 'bannerFile'])) : undefined;
  const banner = useBannerCrops(picture === PENDING ? undefined : picture, hero?.focus);
  // Its theme's brand and each brands block's, as the site names them (pages/landing/landing-folder.ts).
  const named = [data.theme, ...blocks.flatMap((block) => block.brands?.map(({ brand }) => brand) ?? [])]
    .filter((brand): brand is string => typeof brand === 'string' && brand !== '' && brand !== RETAILER_THEME);
  const served = useServedEach<Brand>([...new Set(named)].map(brandPath));
  // A code the upstream does not know leaves the products out and fails the savings check on the site (docs/product.md §13).
  const asksUpstream = blocks.some((block) => block.type === 'products' || block.type === 'savings-check');
  const slug = asksUpstream && typeof data.apiSlug === 'string' && data.apiSlug ? data.apiSlug : undefined;
  const unknownSlug = useServed<{ unknown: boolean }>(slug && `/site-api/api-slugs/${encodeURIComponent(slug)}`)?.unknown;
  return (
    <PagePreview
      {...props} id={id} data={data} needed={NEEDED}
      draw={(phase, texts, today) => {
        const parsed = landingFileSchema.safeParse(JSON.parse(siteJson.toFile(data as Parameters<typeof siteJson.toFile>[0])));
        if (!parsed.success) {
          const { path, message } = parsed.error.issues[0]!;
          const where = path[0] === 'blocks' && typeof path[1] === 'number' ? `блок ${path[1] + 1}: ` : '';
          return `Страницу пока не нарисовать: ${where}${message}.`;
        }
        if (!named.every((brand) => served.has(brandPath(brand)))) return undefined;
        const brands = Object.fromEntries(named.map((brand) => [brand, served.get(brandPath(brand))!]));
        const { starts, ends } = parsed.data;
        // The countdown counts from a day inside the days shown running.
        const day = phase === 'running' ? [starts, today, ends].sort()[1]! : today;
        const state: LandingOnPage = {
          ...parsed.data, id, brands, phase, today: day, texts: sharedTexts(texts), ...(banner ? { banner } : {}),
        };
        const note = unknownSlug ? `Учётная система не знает код акции «${slug!}»: на сайте не будет блока «Товары», `
          + 'а «Проверка покупок» ответит, что проверить не удалось. Проверьте код в письме поставщика.' : undefined;
        return { title: 'Страница лендинга', kind: 'landing', state, Page: LandingPage, ...(note ? { note } : {}) };
      }}
    />
  );
}
