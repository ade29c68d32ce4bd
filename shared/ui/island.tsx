// An island: an interactive part of a page that the browser hydrates on its own, while
// the rest of the page stays server HTML and ships no component code.
//
//   export const savingsIsland = island('savings-form', SavingsForm, [campaignSlice]);  // beside the component
//   <Island of={savingsIsland} props={{ apiSlug }} />                                   // in the static page
//   islands: [savingsIsland]                                                            // pages/<kind>/client.tsx
//
// On the server the island is a React root of its own, its name the useId prefix, hydrated in the browser with the
// same prefix and props, so ids and markup agree. Props travel as JSON in data-props: plain data. A name is used once
// per page. An island names the store slices it reads, so a page ships no other slice's code.
//
// A lazy island (lazyIsland) is a chunk of its own, out of the islands chunk's budget (tests/slow/bundle-budget.test.ts):
// `<Island of={lazy} component={Component} />` has server HTML as usual; `<ClientOnlyIsland of={lazy} />` none (the modals).
import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import type { Reducer } from '@reduxjs/toolkit';

export interface StoreSlice {
  reducerPath: string;
  reducer: Reducer;
}

export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
  slices: readonly StoreSlice[];
}

export interface LazyIslandDefinition<P extends object> {
  name: string;
  /** A dynamic import, so the component is a chunk of its own. */
  load: () => Promise<ComponentType<P>>;
  slices: readonly StoreSlice[];
}

export type AnyIslandDefinition = IslandDefinition<never> | LazyIslandDefinition<never>;

export function island<P extends object>(name: string, Component: ComponentType<P>, slices: readonly StoreSlice[]): IslandDefinition<P> {
  return { name, Component, slices };
}

export function lazyIsland<P extends object>(
  name: string, load: () => Promise<ComponentType<P>>, slices: readonly StoreSlice[],
): LazyIslandDefinition<P> {
  return { name, load, slices };
}

/** The useId prefix of an island's root, the same on the server and in the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;

/**
 * Renders one island's element as a root of its own and answers its HTML; `null` for a
 * client-only island, which has none. The server so learns every island of the page.
 */
export type IslandRenderer = (name: string, element: ReactElement | null) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** An eager island, or a lazy one with the component the server renders it with. */
type Source<P extends object> =
  | { of: IslandDefinition<P>; component?: never }
  | { of: LazyIslandDefinition<P>; component: ComponentType<P> };
type IslandProps<P extends object> = Source<P> & (keyof P extends never ? { props?: P } : { props: P });

export function Island<P extends object>({ of, component, props }: IslandProps<P>) {
  const render = useContext(IslandRendererContext);
  const Component = component ?? (of as IslandDefinition<P>).Component;
  const { name } = of;
  const element = <Component {...(props ?? ({} as P))} />;
  // Without a renderer (a component test, a whole-page render) the content is inline.
  if (!render) return element;
  return (
    <div
      className="island"
      data-island={name}
      data-props={props && Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      dangerouslySetInnerHTML={{ __html: render(name, element) }}
    />
  );
}

/** Where a client-only island mounts: an empty wrapper. */
export function ClientOnlyIsland({ of }: { of: LazyIslandDefinition<object> }) {
  useContext(IslandRendererContext)?.(of.name, null);
  return <div className="island" data-island={of.name} />;
}
