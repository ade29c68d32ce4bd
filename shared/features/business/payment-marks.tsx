// The accepted payments as drawn marks (simplified, on a white card each), not text
// badges: Мир, Visa, Mastercard, СБП. Each is one image to assistive technology, named.
import type { ReactElement } from 'react';

const W = 56;
const H = 36;

/** The card each mark sits on. */
function Mark({ name, children }: { name: string; children: ReactElement | ReactElement[] }) {
  return (
    <svg className="biz-pay-mark" role="img" aria-label={name} viewBox={`0 0 ${W} ${H}`} width={W} height={H}>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="5" fill="#fff" stroke="#c9ced6" />
      {children}
    </svg>
  );
}

const MARKS: [name: string, draw: ReactElement | ReactElement[]][] = [
  ['Мир', [
    <path key="m" d="M9 24V12h4l2.5 7 2.5-7h4v12h-3v-7l-2.3 7h-2.4L12 17v7z" fill="#0f754e" />,
    <path key="i" d="M24 24V12h3v7l4-7h3v12h-3v-7l-4 7z" fill="#0f754e" />,
    <path key="r" d="M36 24V12h6a4 4 0 0 1 0 8h-3v4zm3-7h2.6a1 1 0 0 0 0-2H39z" fill="#0f754e" />,
    <rect key="u" x="8" y="26" width="40" height="2.5" rx="1.2" fill="#1aa3e8" />,
  ]],
  ['Visa', [
    <path key="v" d="M10 12h3.2l2.3 9 4.3-9h3.3l-6.4 12h-3.2z" fill="#1a1f71" />,
    <path key="i" d="M23.5 12h3l-2.6 12h-3z" fill="#1a1f71" />,
    <path
      key="s"
      d={'M36 12.6a7 7 0 0 0-2.8-.6c-2.9 0-5 1.5-5 3.7 0 1.6 1.5 2.5 2.6 3 1.2.6 1.6 1 1.6 1.5 0 .8-1 1.2-1.9 1.2a6.4 6.4 0 0 1-3-.7' +
        'l-.5 2.5a8.6 8.6 0 0 0 3.3.6c3.1 0 5.1-1.5 5.1-3.8 0-2.9-4.1-3.1-4.1-4.4 0-.4.4-.8 1.3-.9a5.7 5.7 0 0 1 2.9.5z'}
      fill="#1a1f71"
    />,
    <path key="a" d="M41.4 12h-2.4c-.7 0-1.3.4-1.6 1l-4.6 11h3.2l.6-1.8h3.9l.4 1.8H44zm-3.9 7.8 1.6-4.4.9 4.4z" fill="#1a1f71" />,
  ]],
  ['Mastercard', [
    <circle key="r" cx="23" cy="18" r="10" fill="#eb001b" />,
    <circle key="y" cx="33" cy="18" r="10" fill="#f79e1b" />,
    <path key="o" d="M28 9.3a10 10 0 0 1 0 17.4 10 10 0 0 1 0-17.4z" fill="#ff5f00" />,
  ]],
  ['СБП', [
    <path key="1" d="M14 7l6 3.5v7L14 14z" fill="#5b57a2" />,
    <path key="2" d="M20 17.5l-6 3.5V14z" fill="#d90751" />,
    <path key="3" d="M20 10.5l10-6v7l-10 6z" fill="#fab91b" />,
    <path key="4" d="M20 17.5l10 6v7l-10-6z" fill="#ed6f26" />,
    <path key="5" d="M14 21l6-3.5v7L14 29z" fill="#63b22f" />,
    <path key="6" d="M30 11.5v12l-10-6z" fill="#1487c9" />,
    <path key="t" d="M34 14h6v1.8h-4v6.2h-2zm7 0h2v3h1.5a2.5 2.5 0 0 1 0 5H41zm2 4.8v1.4h1.4a.7.7 0 0 0 0-1.4z" fill="#1d1346" />,
  ]],
];

export function PaymentMarks({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className="biz-footer__list" aria-labelledby={labelledBy}>
      {MARKS.map(([name, draw]) => <li key={name}><Mark name={name}>{draw}</Mark></li>)}
    </ul>
  );
}
