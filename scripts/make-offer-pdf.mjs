// Generates public/download/loyal/public-offer.pdf, the public offer of the loyal-customer
// programme «Карта электрика», with Debian's Chromium: real fonts are
// embedded, so the Russian text reads correctly in every viewer.
// Run once after changing the text: `node scripts/make-offer-pdf.mjs`.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const OUT = new URL('../public/download/loyal/public-offer.pdf', import.meta.url);

const CLAUSES = [
  [
    'Общие положения',
    'Настоящая публичная оферта определяет условия участия в программе лояльности «Карта электрика» (далее — Программа). ' +
      'Организатор Программы — ООО «Петрович-Торговый Дом». Участие в Программе означает полное принятие условий настоящей оферты.',
  ],
  [
    'Участники',
    'Участником Программы может стать держатель клубной карты «Петровича», ' +
      'совершающий покупки электротоваров в магазинах и на сайте petrovich.ru.',
  ],
  [
    'Начисление бонусов',
    'За покупки товаров категории «Электротовары» по клубной карте на карту начисляются бонусы Программы. ' +
      'Количество начисленных бонусов участник может проверить по номеру карты на странице Программы.',
  ],
  [
    'Использование бонусов',
    'Бонусы Программы используются в соответствии с правилами клуба «Петровича». Бонусы не подлежат обмену на денежные средства.',
  ],
  ['Изменение условий', 'Организатор вправе изменить условия Программы, опубликовав новую редакцию оферты на странице Программы.'],
];

const html = `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Публичная оферта — Карта электрика</title>
<style>body{font-family:'Liberation Sans','DejaVu Sans',sans-serif;font-size:12pt;line-height:1.5;margin:0}
h1{font-size:18pt;margin:0 0 4pt}h2{font-size:13pt;margin:16pt 0 4pt}p{margin:0}.sub{color:#444;margin-bottom:12pt}</style></head>
<body><h1>Публичная оферта программы «Карта электрика»</h1><p class="sub">Демонстрационная редакция</p>
${CLAUSES.map(([title, text], i) => `<h2>${i + 1}. ${title}</h2><p>${text}</p>`).join('')}
</body></html>`;

mkdirSync(new URL('.', OUT), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.setContent(html);
  await page.pdf({ path: OUT.pathname, format: 'A4', margin: { top: '20mm', bottom: '20mm', left: '20mm', right: '20mm' }, tagged: true });
} finally {
  await browser.close();
}
console.log(`wrote ${OUT.pathname}`);
