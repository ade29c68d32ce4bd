// Every field of the studio's form shows the site's own check of the entry on itself, in the
// server's Russian, and a field with a problem stops «Сохранить» as Decap's own rules do
// (docs/decisions/241-studio-one-validation.md). Each of Decap's widgets is wrapped: the wrapper
// draws the widget as it was, asks the check when its value changes (entry-checks.ts), and
// answers Decap's `isValid` with the problems the check has for its field (`check_path`, from
// server/studio-listener/studio-fields.ts); when an answer changes what a field should show,
// the field validates again, so a colour fixed in one field clears the contrast problem shown
// on another.
import { Component, createElement, type ComponentType } from 'react';
import CMS from 'decap-cms-app';
import { askCheck, checkState, entryFile, onCheckState, problemsAt, type ChosenPicture } from './entry-checks.js';
import type { ImmutableLike } from './immutable-like.js';
import { experimentDaysProblem, type CampaignDays } from './experiment-days.js';
import { SITE_JSON } from './site-json.js';

interface ControlProps {
  value: unknown;
  field: ImmutableLike;
  entry: ImmutableLike;
  collection: ImmutableLike;
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
  validate?: () => void;
  getAsset?: (path: string, field: ImmutableLike) => { path?: string; fileObj?: Blob } | undefined;
  [prop: string]: unknown;
}

/** A widget's instance as Decap reads it: its own validity and redraw rule, if it has them. */
interface Inner {
  isValid?: () => unknown;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  getWrappedInstance?: () => Inner;
}

const empty = (value: unknown) => value === undefined || value === null || value === ''
  || (typeof value === 'object' && 'size' in value && (value as { size: number }).size === 0);

/** Pictures just chosen in the entry's picture fields, by field: what the check must see beside the entry's file. */
const chosen = new Map<string, ChosenPicture>();

function wrap(
  Control: ComponentType<ControlProps>, widget: string, campaigns: ReadonlyMap<string, CampaignDays>,
): ComponentType<ControlProps> {
  return class Checked extends Component<ControlProps> {
    inner: Inner | null = null;
    /** What this field showed at its last validation: nothing, or its problems. */
    shown = '';
    stop: (() => void) | undefined;

    path = () => {
      const path = this.props.field.get('check_path');
      return typeof path === 'string' ? path : undefined;
    };

    file = () => entryFile(this.props.entry, this.props.collection);

    /**
     * Whether the field is shown for the page the entry names: an experiment's version Б is a group per page (`for_page`,
     * server/studio-listener/decap-config.ts), the campaigns' ('') where no other page's group is the page's.
     */
    forThisPage = (props: ControlProps = this.props): boolean => {
      const of = props.field.get('for_page');
      if (typeof of !== 'string') return true;
      const page = props.entry.getIn(['data', 'page']);
      if (of) return page === of;
      const fields = (props.collection.get('fields') as ImmutableLike).toJS?.() as Array<{ name: string }> | undefined;
      return !fields?.some((field) => field.name === `${SITE_JSON.pageVariant}${String(page)}`);
    };

    /** The problem the form itself tells at once, before any check is asked: an experiment's days outside its campaign's. */
    own(): string {
      const path = this.path();
      if (!path || this.props.collection.get('name') !== 'experiments') return '';
      const data = (this.props.entry.get('data') as ImmutableLike | undefined)?.toJS?.() ?? {};
      return experimentDaysProblem(path, data as Record<string, unknown>, campaigns);
    }

    /** What the field should show now (compared with `shown` to know when to validate again). */
    wanted(): string {
      const path = this.path();
      const file = this.file();
      if (!path || !file || !this.forThisPage()) return '';
      const own = this.own();
      if (own) return own;
      const state = checkState();
      // While the check is asked, a field keeps what it shows until the answer.
      if (state.pending) return this.shown;
      // An empty required field is Decap's own «required» problem, told on save.
      if (this.props.field.get('required') !== false && empty(this.props.value)) return '';
      return problemsAt(state.problems, file, path).join('; ');
    }

    override componentDidMount() {
      this.stop = onCheckState(() => {
        const wanted = this.wanted();
        if (wanted !== this.shown) this.props.validate?.();
      });
      this.ask();
    }

    override componentDidUpdate(previous: ControlProps) {
      if (previous.value !== this.props.value) this.ask();
    }

    override componentWillUnmount() {
      this.stop?.();
    }

    override shouldComponentUpdate(next: ControlProps): boolean {
      if (this.forThisPage() !== this.forThisPage(next)) return true;
      const inner = this.inner;
      if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate(next);
      return this.props.value !== next.value || this.props.classNameWrapper !== next.classNameWrapper
        || this.props.hasActiveStyle !== next.hasActiveStyle;
    }

    ask() {
      const file = this.file();
      if (!file || !this.path()) return;
      if (widget === 'image') this.notePicture();
      const data = this.props.entry.get('data') as ImmutableLike | undefined;
      const plain = (data?.toJS?.() ?? {}) as Record<string, unknown>;
      askCheck(file, plain, [...chosen.values()]);
    }

    /** A picture chosen in this field and not saved yet: its bytes go to the check. */
    notePicture() {
      const key = `${this.file()}#${this.path()}`;
      const { value, getAsset, field } = this.props;
      const asset = typeof value === 'string' && value ? getAsset?.(value, field) : undefined;
      if (asset?.fileObj && asset.path) chosen.set(key, { path: asset.path.replace(/^\/+/, ''), file: asset.fileObj });
      else chosen.delete(key);
    }

    isValid = (): unknown => {
      if (!this.forThisPage()) return true;
      const own = this.inner?.isValid?.();
      if (own !== undefined && own !== true) return own;
      // The form's own rule stops a save at once, whatever the check is doing.
      const told = this.own();
      if (told) return { error: { type: 'CUSTOM', message: (this.shown = told) } };
      // A save while the check is still asked (a picture just chosen, a field just typed) goes on: a problem shown
      // before is the old value's, and the studio's server runs the same check on the save and refuses it if it must
      // (server/studio-listener/backend-guard.ts). The field shows the answer's problems once it comes.
      if (checkState().pending) {
        this.shown = '';
        return true;
      }
      this.shown = this.wanted();
      return this.shown ? { error: { type: 'CUSTOM', message: this.shown } } : true;
    };

    keep = (instance: Inner | null) => {
      this.inner = instance?.getWrappedInstance ? instance.getWrappedInstance() : instance;
    };

    override render() {
      // Another page's group: nothing drawn, and its whole row hidden (studio-style.ts).
      if (!this.forThisPage()) return createElement('span', { 'data-other-page': '' });
      return createElement(Control, { ...this.props, ref: this.keep });
    }
  };
}

/** The widgets the studio's form uses (server/studio-listener/studio-fields.ts, decap-config.ts). */
const FORM_WIDGETS = ['string', 'text', 'number', 'boolean', 'select', 'datetime', 'color', 'image', 'relation', 'list', 'object', 'focus'];

/** Wraps the form's widgets, Decap's own and the studio's: call after registering the studio's. `campaigns`: site-facts.ts's. */
export function checkEveryWidget(campaigns: ReadonlyMap<string, CampaignDays>): void {
  for (const name of FORM_WIDGETS) {
    const registered: { control: unknown } | undefined = CMS.getWidget(name);
    if (registered) registered.control = wrap(registered.control as ComponentType<ControlProps>, name, campaigns);
  }
}
