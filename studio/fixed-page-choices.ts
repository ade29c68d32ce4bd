// An experiment's «Страница» (server/studio-listener/decap-config.ts) is Decap's relation over the campaigns with
// `more_collections`, other folders of pages (the landings) searched alike, and `fixed_pages`: the pages besides the
// folders' that can run one, offered beside the campaigns when their name or address holds the words typed.
import { Component, createElement, type ComponentType } from 'react';
import CMS from './decap.js';

type Query = (forID: string, collection: string, fields: string[], term: string, file?: string, limit?: number) => unknown;

interface RelationProps {
  query: Query;
  field: { get(key: string): unknown };
  [prop: string]: unknown;
}

/** A fixed page as a relation's hit: its name and address as a campaign's are shown. */
interface FixedPage {
  slug: string;
  title: string;
}

/** Decap's relation widget with the field's fixed pages among its hits; its instance stays Decap's to ask for its validity. */
function withFixedPages(Control: ComponentType<RelationProps>): ComponentType<RelationProps> {
  return class FixedPageChoices extends Component<RelationProps> {
    inner: unknown = null;

    getWrappedInstance = () => this.inner;

    query: Query = async (forID, collection, fields, term, file, limit) => {
      // Decap hands the config over as Immutable lists.
      const option = <T>(name: string) => (this.props.field.get(name) as { toJS(): T[] } | undefined)?.toJS() ?? [];
      const [found, ...more] = await Promise.all([collection, ...option<string>('more_collections')]
        .map((each) => this.props.query(forID, each, fields, term, file, limit) as Promise<{ payload: { hits?: unknown[] } }>));
      const typed = term.toLocaleLowerCase('ru');
      const fixed = option<FixedPage>('fixed_pages')
        .filter((page) => page.slug.includes(typed) || page.title.toLocaleLowerCase('ru').includes(typed));
      const hits = [
        ...more.flatMap((each) => each.payload.hits ?? []), ...fixed.map((page) => ({ slug: page.slug, collection, data: { ...page } })),
      ];
      return { ...found, payload: { ...found!.payload, hits: [...(found!.payload.hits ?? []), ...hits] } };
    };

    keep = (instance: unknown) => {
      this.inner = instance;
    };

    override render() {
      return createElement(Control, { ...this.props, query: this.query, ref: this.keep });
    }
  };
}

/** Wraps Decap's relation widget: call before `CMS.init`. */
export function offerFixedPages(): void {
  const registered: { control: unknown } | undefined = CMS.getWidget('relation');
  if (registered) registered.control = withFixedPages(registered.control as ComponentType<RelationProps>);
}
