// A landing hero's picture: a raster art of the content folder's banners/, cut and encoded as a campaign's banner is
// (server/content/raster-banners.ts), around its focus point.
import { bannerFileName, focusPoint, titled } from '#shared/content/campaign-schema.js';

export const bannerFields = {
  bannerFile: titled(
    bannerFileName.optional(), 'Картинка первого экрана: файл в content/banners/ (jpg, png или webp); без неё — только текст', 'Картинка',
  ),
  focus: focusPoint,
};
