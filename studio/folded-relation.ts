// The relation choices that search the campaigns' folded titles (campaign-search.ts) are given the typed
// words folded the same way, so «Зеленая», «зелёная» and «ЗЕЛЕНАЯ» find «Зелёная осень», and a pasted page
// address its campaign; a choice searching other fields (the brand's name) gets the words as typed. A choice
// with `fixed_pages` (an experiment's page: server/studio-listener/decap-config.ts) offers those pages beside
// the campaigns, found by their names and addresses the same way.
import { Component, createElement, type ComponentType } from 'react';
import CMS from 'decap-cms-app';
import { CAMPAIGN_SEARCH_FIELD, searchFolded, searchTerm } from './campaign-search.js';

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

/** `fixed_pages` of the field (Decap hands the config over as an Immutable list), as plain objects. */
const fixedPagesOf = (field: RelationProps['field']): FixedPage[] => {
  const pages = field.get('fixed_pages') as { toJS(): FixedPage[] } | undefined;
  return pages ? pages.toJS() : [];
};

/** Decap's relation widget with the words folded; its instance stays reachable for its validity (checked-widgets.tsx). */
function foldingTerms(Control: ComponentType<RelationProps>): ComponentType<RelationProps> {
  return class FoldedSearch extends Component<RelationProps> {
    inner: unknown = null;

    getWrappedInstance = () => this.inner;

    query: Query = async (forID, collection, fields, term, file, limit) => {
      const folded = fields.includes(CAMPAIGN_SEARCH_FIELD) ? searchTerm(term) : term;
      const found = await this.props.query(forID, collection, fields, folded, file, limit);
      const fixed = fixedPagesOf(this.props.field)
        .filter((page) => page.slug.includes(folded) || searchFolded(page.title).includes(folded));
      if (fixed.length === 0) return found;
      const { payload } = found as { payload: { hits?: unknown[] } };
      const hits = fixed.map((page) => ({ slug: page.slug, collection, data: { ...page } }));
      return { ...(found as object), payload: { ...payload, hits: [...(payload.hits ?? []), ...hits] } };
    };

    keep = (instance: unknown) => {
      this.inner = instance;
    };

    override render() {
      return createElement(Control, { ...this.props, query: this.query, ref: this.keep });
    }
  };
}

/** Folds what is typed in the campaigns' relation choices: call before the widgets are wrapped for the site's check. */
export function foldRelationSearch(): void {
  const registered: { control: unknown } | undefined = CMS.getWidget('relation');
  if (registered) registered.control = foldingTerms(registered.control as ComponentType<RelationProps>);
}
