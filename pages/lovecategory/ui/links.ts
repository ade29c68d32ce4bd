// Where the category links lead: the retailer's catalogue (analytics goals
// go-to-category-petrovichru and go-to-category-from-popup).
export const CATALOG_URL = 'https://petrovich.ru/catalog/';
