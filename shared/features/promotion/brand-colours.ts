// A promotion's page in a brand's colours: the page's accent tokens (shared/ui/tokens.css) from its brand's file.
import type { CSSProperties } from 'react';
import type { Brand } from '../../content/campaign-schema.js';
import { accentShades } from '../../content/contrast.js';

export function brandColours(brand: Brand): CSSProperties {
  const { strong, soft } = accentShades(brand.accent);
  return { '--accent': brand.accent, '--accent-strong': strong, '--accent-soft': soft, '--accent-ink': brand.accentText } as CSSProperties;
}
