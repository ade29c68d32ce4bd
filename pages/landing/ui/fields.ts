// The fields several block types share: a link a visitor follows and a call to action.
import { z } from 'zod';
import { plainText, titled } from '#shared/content/campaign-schema.js';
import { linkFault } from './markdown.js';

/** A link to the retailer's site or this site's pages (markdown.ts's rule for markdown links too). */
export const pageLink = titled(
  z.string().trim().min(1).max(300).superRefine((href, ctx) => {
    const fault = linkFault(href);
    if (fault) ctx.addIssue({ code: 'custom', message: fault, input: href });
  }),
  'Адрес на сайте «Петровича» (https://petrovich.ru/…) или страница этого сайта (/promo/…)', 'Ссылка',
);

/** A call to action: its words and where it leads. */
export const action = z.strictObject({
  text: titled(plainText(40), 'Надпись на кнопке: глагол и что получит покупатель', 'Надпись'),
  link: pageLink,
});

/** A block's heading, when it has one. */
export const heading = (max = 120) => titled(plainText(max), 'Заголовок блока', 'Заголовок');
