// An experiment's version Б is a group of the form per page (`for_page`: server/studio-listener/decap-config.ts's
// PAGE_VARIANTS, docs/decisions/486-experiments-in-the-studio.md): Decap's object widget is wrapped so that
// only the group of the page the entry names is drawn, the campaigns' ('') where no other page's group is the page's.
// A group not drawn asks nothing of a save, and its row takes no room (studio-style.ts).
import { Component, createElement, type ComponentType } from 'react';
import CMS from './decap.js';
import type { ImmutableLike } from './immutable-like.js';
import { SITE_JSON } from './site-json.js';

interface ControlProps {
  value: unknown;
  field: ImmutableLike;
  entry: ImmutableLike;
  collection: ImmutableLike;
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
  [prop: string]: unknown;
}

/** A widget's instance as Decap reads it: its own validity and redraw rule, if it has them. */
interface Inner {
  isValid?: () => unknown;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
}

/** Whether the field is drawn for the page the entry names. */
function forThisPage({ field, entry, collection }: ControlProps): boolean {
  const of = field.get('for_page');
  if (typeof of !== 'string') return true;
  const page = entry.getIn(['data', 'page']);
  if (of) return page === of;
  const fields = (collection.get('fields') as ImmutableLike).toJS?.() as Array<{ name: string }> | undefined;
  return !fields?.some(({ name }) => name === `${SITE_JSON.pageVariant}${String(page)}`);
}

function onlyForItsPage(Control: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class ForItsPage extends Component<ControlProps> {
    inner: Inner | null = null;

    // Decap asks the wrapper (its control) whether to draw again: the page chosen changes no value of the group.
    override shouldComponentUpdate(next: ControlProps): boolean {
      if (forThisPage(this.props) !== forThisPage(next)) return true;
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next);
      return this.props.value !== next.value || this.props.classNameWrapper !== next.classNameWrapper
        || this.props.hasActiveStyle !== next.hasActiveStyle;
    }

    isValid = (): unknown => !forThisPage(this.props) || (this.inner?.isValid?.() ?? true);

    keep = (instance: Inner | null) => {
      this.inner = instance;
    };

    override render() {
      if (!forThisPage(this.props)) return createElement('span', { 'data-other-page': '' });
      return createElement(Control, { ...this.props, ref: this.keep });
    }
  };
}

/** Wraps Decap's object widget: call before `CMS.init`. */
export function drawOnlyItsPagesVariant(): void {
  const registered: { control: unknown } | undefined = CMS.getWidget('object');
  if (registered) registered.control = onlyForItsPage(registered.control as ComponentType<ControlProps>);
}
