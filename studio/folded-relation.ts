// The relation choices that search the campaigns' folded titles (campaign-search.ts) are given the typed
// words folded the same way, so «Зеленая», «зелёная» and «ЗЕЛЕНАЯ» find «Зелёная осень», and a pasted page
// address its campaign; a choice searching other fields (the brand's name) gets the words as typed.
import { Component, createElement, type ComponentType } from 'react';
import CMS from 'decap-cms-app';
import { CAMPAIGN_SEARCH_FIELD, searchTerm } from './campaign-search.js';

type Query = (forID: string, collection: string, fields: string[], term: string, file?: string, limit?: number) => unknown;

interface RelationProps {
  query: Query;
  [prop: string]: unknown;
}

/** Decap's relation widget with the words folded; its instance stays reachable for its validity (checked-widgets.tsx). */
function foldingTerms(Control: ComponentType<RelationProps>): ComponentType<RelationProps> {
  return class FoldedSearch extends Component<RelationProps> {
    inner: unknown = null;

    getWrappedInstance = () => this.inner;

    query: Query = (forID, collection, fields, term, file, limit) =>
      this.props.query(forID, collection, fields, fields.includes(CAMPAIGN_SEARCH_FIELD) ? searchTerm(term) : term, file, limit);

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
