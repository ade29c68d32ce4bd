// The header's way to the hub, on every promo page but the hub itself.
import { ALL_PROMOTIONS } from './site-links.js';

export function HubLink({ href }: { href: string }) {
  return <a className="site-bar__hub" href={href}>{ALL_PROMOTIONS}</a>;
}
