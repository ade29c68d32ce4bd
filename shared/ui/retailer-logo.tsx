// The retailer's logo, linking to its main site (SPEC.md §2.2: "a logo linking to the
// main retailer site"). One component and one address for every layout; each layout
// styles it through its own class (`<className>` and `<className>-mark`).
export const RETAILER_SITE_URL = 'https://petrovich.ru/';

export function RetailerLogo({ className }: { className: string }) {
  return (
    <a className={className} href={RETAILER_SITE_URL}>
      <span className={`${className}-mark`} aria-hidden="true">П</span>
      <span>Петрович<span className="visually-hidden"> — на главную страницу магазина</span></span>
    </a>
  );
}
