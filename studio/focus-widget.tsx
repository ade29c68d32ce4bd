// The banner's focal point in the studio (docs/decisions/101-studio-forms.md): a click on the raster banner sets `focus`
// (shares of width and height, 0–1), and the site's three crops are shown around it. From the keyboard
// (docs/decisions/101-studio-forms.md) the point is two native range inputs over the picture, as a
// two-dimensional picker is commonly made accessible; on either the arrow keys move the point as they look.
import { Component, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { BANNER_SIZES } from '#shared/ui/banner.js';
import { labelId } from './field-labelling.js';
import { CENTRE, type Focus } from './banner-crops.js';
import { fieldAlong, fieldNamed, type ImmutableFields, type ImmutableLike } from './immutable-like.js';

/** Decap hands object values as Immutable maps once read, as plain objects once set here. */
type FocusValue = Focus | { toJS(): Focus } | undefined | null;

export interface FocusControlProps {
  forID: string;
  /** The focus field's own config. */
  field: ImmutableLike;
  value: FocusValue;
  onChange(value: Focus): void;
  classNameWrapper: string;
  entry: ImmutableLike;
  collection: { get(key: 'fields'): ImmutableFields };
  getAsset(path: string, field?: ImmutableLike): { toString(): string } | undefined;
}

const SIZE_NAMES: Record<keyof typeof BANNER_SIZES, string> = {
  small: 'телефон', medium: 'планшет и компьютер', large: 'превью ссылки',
};
const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
/** An arrow's step, and with Shift. */
const STEP = 0.01;
const BIG_STEP = 0.1;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const AXES = {
  x: { words: 'по горизонтали', from: 'от левого края' },
  y: { words: 'по вертикали', from: 'от верхнего края' },
};
const RING = '0 0 0 3px #fff, 0 0 0 6px #3a69c7';
/** Out of sight but in the accessibility tree and the tab order: the picture is what the eye reads. */
const UNSEEN: CSSProperties = {
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, border: 0,
  overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
};
const percent = (value: number) => Math.round(value * 100);

function plain(value: FocusValue): Focus | undefined {
  if (!value) return undefined;
  return 'toJS' in value ? value.toJS() : value;
}

/**
 * The picture the point is set on, and its field: where the field's `picture` says (a landing's hero's, in its first
 * block: server/studio-listener/decap-config.ts), an experiment's version Б's own, else the entry's `bannerFile`.
 */
function bannerOf({ entry, collection, field: focus }: Pick<FocusControlProps, 'entry' | 'collection' | 'field'>) {
  const picture = (focus.get('picture') as { toJS(): (string | number)[] } | undefined)?.toJS();
  if (picture) return { file: entry.getIn(['data', ...picture.map(String)]), field: fieldAlong(collection.get('fields'), picture) };
  const variant = fieldNamed(collection.get('fields'), 'variant');
  const own = entry.getIn(['data', 'variant', 'bannerFile']);
  const variantFields = variant?.get('fields') as ImmutableFields | undefined;
  if (typeof own === 'string' && own && variantFields) return { file: own, field: fieldNamed(variantFields, 'bannerFile') };
  return { file: entry.getIn(['data', 'bannerFile']), field: fieldNamed(collection.get('fields'), 'bannerFile') };
}

function FocusView({ forID, value, onChange, classNameWrapper, entry, collection, field: focusField, getAsset }: FocusControlProps) {
  const [focused, setFocused] = useState(false);
  const { file, field } = bannerOf({ entry, collection, field: focusField });
  const url = typeof file === 'string' && file ? getAsset(file, field)?.toString() : undefined;
  const focus = plain(value);
  const point = focus ?? CENTRE;
  const position = `${point.x * 100}% ${point.y * 100}%`;
  const move = (x: number, y: number) => onChange({ x: share(x), y: share(y) });
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    move((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const arrow = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = ARROWS[event.key];
    if (!by) return;
    // Each slider is one axis, but the point moves as the arrow points, whichever has the focus.
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    move(point.x + by[0] * step, point.y + by[1] * step);
  };
  const hintId = `${forID}-hint`;
  const slider = (axis: keyof typeof AXES) => (
    <>
      <span id={`${forID}-${axis}-axis`} hidden>{AXES[axis].words}</span>
      <input
        type="range" min={0} max={100} step={1} id={axis === 'x' ? forID : `${forID}-${axis}`} disabled={!url}
        value={percent(point[axis])} aria-valuetext={`${percent(point[axis])} % ${AXES[axis].from}`}
        aria-labelledby={`${labelId(forID)} ${forID}-${axis}-axis`} aria-describedby={hintId} style={UNSEEN}
        onChange={(event) => {
          const picked = Number(event.target.value) / 100;
          move(axis === 'x' ? picked : point.x, axis === 'y' ? picked : point.y);
        }}
        onKeyDown={arrow} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}
      />
    </>
  );
  const sliders = <>{slider('x')}{slider('y')}</>;
  if (!url) {
    return (
      <div className={classNameWrapper}>
        <p id={hintId}>Сначала выберите баннер-картинку: точку отмечают на ней.</p>
        {sliders}
      </div>
    );
  }
  return (
    <div className={classNameWrapper} data-focus={focus ? `${focus.x},${focus.y}` : ''}>
      <p id={hintId}>
        Щёлкните по главному месту баннера или двигайте точку стрелками (с Shift — шагом в десятую): кадры ниже держат его в кадре.
        {' '}Сейчас: {percent(point.x)} % {AXES.x.from}, {percent(point.y)} % {AXES.y.from}.
      </p>
      <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%', boxShadow: focused ? RING : undefined }}>
        <img
          src={url} alt="Баннер: щёлкните по главному месту" onClick={pick}
          style={{ display: 'block', maxWidth: '100%', cursor: 'crosshair' }}
        />
        {sliders}
        {(focus || focused) && (
          <span
            aria-hidden="true"
            data-focus-mark={focused ? 'focused' : ''}
            style={{
              position: 'absolute', left: `${point.x * 100}%`, top: `${point.y * 100}%`, width: 18, height: 18, margin: -9,
              borderRadius: '50%', border: '3px solid #fff', pointerEvents: 'none',
              boxShadow: focused ? '0 0 0 2px #e30613, 0 0 0 6px #3a69c7' : '0 0 0 2px #e30613',
            }}
          />
        )}
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 12 }}>
        {(Object.keys(BANNER_SIZES) as (keyof typeof BANNER_SIZES)[]).map((size) => (
          <figure key={size} style={{ margin: 0 }}>
            <div
              role="img"
              aria-label={`Кадр: ${SIZE_NAMES[size]}`}
              data-crop={size}
              style={{
                width: 160, aspectRatio: `${BANNER_SIZES[size].width} / ${BANNER_SIZES[size].height}`,
                backgroundImage: `url("${url}")`, backgroundSize: 'cover', backgroundPosition: position,
              }}
            />
            <figcaption style={{ fontSize: 12 }}>{SIZE_NAMES[size]}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/**
 * Decap redraws a field only when its own value changes (its Widget's shouldComponentUpdate
 * asks the control, when it is a class, instead): this one also follows the banner chosen
 * in the field above it, and the picture once fetched (a new `getAsset`: scripts/build/decap-asset-loaded.mjs).
 */
export class FocusControl extends Component<FocusControlProps> {
  override shouldComponentUpdate(next: FocusControlProps): boolean {
    const banner = (props: FocusControlProps) => bannerOf(props).file;
    return next.value !== this.props.value || next.classNameWrapper !== this.props.classNameWrapper || banner(next) !== banner(this.props)
      || next.getAsset !== this.props.getAsset;
  }

  override render() {
    return <FocusView {...this.props} />;
  }
}

export function FocusPreview({ value }: { value: FocusValue }) {
  const focus = plain(value);
  return <span>{focus ? `${Math.round(focus.x * 100)} % × ${Math.round(focus.y * 100)} %` : 'центр'}</span>;
}
