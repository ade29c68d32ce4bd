import type { Product } from '../../api/schemas.js';
import { formatRoubles } from '../../ui/format.js';

export function ProductsList({ products, brand }: { products: Product[]; brand: string }) {
  if (products.length === 0) return null;
  return (
    <section className="container products" aria-labelledby="products-title">
      <h2 id="products-title">{`Товары ${brand}, участвующие в акции`}</h2>
      <ul className="products__list">
        {products.map((product) => (
          <li key={product.id} className="products__item">
            <a className="products__link" href={product.url}>
              {product.image ? (
                <img className="products__image" src={product.image} alt="" width={160} height={160} loading="lazy" />
              ) : (
                <span className="products__image products__image--empty" aria-hidden="true" />
              )}
              <span className="products__name">{product.name}</span>
            </a>
            {product.price != null && (
              <p className="products__price">
                {formatRoubles(product.price)} ₽{product.unit ? ` / ${product.unit}` : ''}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
