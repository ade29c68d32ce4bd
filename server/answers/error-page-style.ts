// The error pages' own CSS, inline: the page must render even when the assets are what
// failed. The same tokens and look as the site (shared/ui/tokens.css), kept to what the
// page uses.
export const ERROR_PAGE_STYLE = [
  '*,*::before,*::after{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;' +
    "font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1c20;background:#f4f5f7}",
  'a{color:#0053a6}:focus-visible{outline:3px solid #0059b3;outline-offset:2px}',
  '.wrap{width:100%;max-width:1320px;margin:0 auto;padding:0 30px}@media (max-width:767px){.wrap{padding:0 20px}}',
  '.bar{background:#fff;border-bottom:1px solid #e2e5e9}.bar .wrap{display:flex;align-items:center;min-height:64px}',
  '.logo{display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:1.375rem;color:#1a1c20;text-decoration:none}',
  '.logo span{display:inline-grid;place-items:center;min-width:2.25rem;min-height:2.25rem;' +
    'border-radius:10px;background:#c8102e;color:#fff}',
  'main{flex:1 0 auto;padding:48px 0 64px}',
  '.card{max-width:980px;margin:0 auto;padding:40px;border-radius:16px;background:#fff;' +
    'box-shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.1)}',
  '@media (max-width:767px){main{padding:24px 0 40px}.card{padding:24px 20px}}',
  'h1,.code{margin:0;font-size:clamp(4rem,10vw,7rem);overflow-wrap:anywhere;line-height:1;font-weight:800;color:#c8102e}',
  '.message{margin:8px 0 0;font-size:1.375rem;line-height:1.3;font-weight:700;color:#1a1c20}.lead{margin:8px 0 24px;color:#50565f}',
  '.second{margin:-16px 0 24px;font-size:.875rem;color:#50565f}',
  '.note{margin:12px 0 0;padding:12px 16px;border-radius:10px;background:#fdecee;color:#1a1c20}',
  '.home a{display:inline-flex;align-items:center;min-height:48px;padding:0 24px;border-radius:10px;' +
    'background:#c8102e;color:#fff;font-weight:600;text-decoration:none}',
  '.home a:hover{background:#9e0c24}',
  'h2{margin:32px 0 12px;font-size:1.125rem}',
  'ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(13.75rem,100%),1fr));gap:8px;margin:0;padding:0;list-style:none}',
  'li a{display:block;padding:12px 16px;border:1px solid #e2e5e9;border-radius:10px;color:#1a1c20;font-weight:600;text-decoration:none}',
  'li a:hover{border-color:#c8102e;color:#c8102e}li small{display:block;font-weight:400;color:#50565f}',
  'footer{padding:20px 0;color:#b9bec6;background:#1f2329;font-size:.875rem}',
  // Under 20 em of text (a phone at 200 %): the code and headings at the text's scale, so no word is cut.
  '@media (max-width:19.9375em){.wrap{padding:0 12px}.card{padding:16px 12px}h1,.code{font-size:3rem}.message,.logo{font-size:1.125rem}}',
].join('');
