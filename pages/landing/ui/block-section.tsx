// A block's section of the page, named by its heading when it has one (its id from the block's number, unique on the page).
import type { ReactNode } from 'react';

export function BlockSection({ number, heading, name, children }: { number: number; heading?: string; name: string; children: ReactNode }) {
  const id = heading ? `block-${number}-title` : undefined;
  return (
    <section className={`container section ${name}`} aria-labelledby={id}>
      {heading && <h2 id={id}>{heading}</h2>}
      {children}
    </section>
  );
}
