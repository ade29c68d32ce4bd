// The campaign's products as retail cards: one image box for every card
// (with a "нет фото" state), the name, the price with its unit. Two cards per row on
// phones; on wider screens an even grid (grid-columns.ts).
import type { CSSProperties } from 'react';
import type { Product } from '#shared/api/schemas.js';
import { formatRoubles } from '#shared/ui/format.js';
import { PRODUCTS_ID } from './anchors.js';
import { gridColumns } from './grid-columns.js';
import { ProductPhoto, productPhotoSizes } from './product-photo.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';

function Price({ product, noPrice }: { product: Product; noPrice: string }) {
  if (product.price == null) return <p className="products__price products__price--none">{noPrice}</p>;
  return (
    <p className="products__price">
      {`${formatRoubles(product.price)}\u00a0₽`}
      {product.unit && <span className="products__unit">{` / ${product.unit}`}</span>}
    </p>
  );
}

/** `heading`: the phase's (shared/content/phase-texts.ts): once finished, in the past tense; `texts`: the kind's file's. */
export function ProductsList({ products, heading, texts }: { products: Product[]; heading: string; texts: CampaignTexts['products'] }) {
  if (products.length === 0) return null;
  const [cols, colsMd] = [gridColumns(products.length, 6), gridColumns(products.length, 4)];
  const columns = { '--cols': cols, '--cols-md': colsMd } as CSSProperties;
  const sizes = productPhotoSizes(colsMd, cols);
  return (
    <section id={PRODUCTS_ID} className="container section products" aria-labelledby="products-title">
      <h2 id="products-title">{heading}</h2>
      <ul className="products__list" style={columns}>
        {products.map((product) => (
          <li key={product.id} className="products__item">
            <a className="products__link" href={product.url}>
              <span className="products__image-box">
                {product.image ? (
                  <ProductPhoto src={product.image} sizes={sizes} />
                ) : (
                  <span className="products__no-photo" aria-hidden="true">{texts.noPhoto}</span>
                )}
              </span>
              <span className="products__name">{product.name}</span>
            </a>
            <Price product={product} noPrice={texts.noPrice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
