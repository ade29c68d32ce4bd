// SPEC.md §2.1: on the business host, /promo/sert/ (with or without the slash) is
// answered 301 → /sert/. The target is a path from the route table, never from Host.
import { Router } from 'express';
import { pagePath } from '#shared/pages/registry.js';

export function redirects(): Router {
  const router = Router();
  router.get(['/promo/sert', '/promo/sert/'], (req, res, next) => {
    if (res.locals.host.site !== 'business') return next();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(301, pagePath('sert', 'business')! + query);
  });
  return router;
}
