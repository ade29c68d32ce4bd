// The banner's focal point in the studio (docs/decisions/101-studio-forms.md): the campaign's
// raster banner (its `bannerFile`) shown at full width; a click on it sets `focus` (shares
// of width and height, 0–1), marked on the picture, and the three crops the site makes
// (shared/ui/banner.tsx's sizes: phone, tablet, link preview) are shown around that point.
import { Component, type MouseEvent } from 'react';
import { BANNER_SIZES } from '#shared/ui/banner.js';

interface Focus {
  x: number;
  y: number;
}

/** Decap hands object values as Immutable maps once read, as plain objects once set here. */
type FocusValue = Focus | { toJS(): Focus } | undefined | null;

interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

export interface FocusControlProps {
  forID: string;
  value: FocusValue;
  onChange(value: Focus): void;
  classNameWrapper: string;
  entry: ImmutableLike;
  collection: { get(key: 'fields'): { find(test: (field: ImmutableLike) => boolean): ImmutableLike | undefined } };
  getAsset(path: string, field?: ImmutableLike): { toString(): string } | undefined;
}

const SIZE_NAMES: Record<keyof typeof BANNER_SIZES, string> = {
  small: 'телефон', medium: 'планшет и компьютер', large: 'превью ссылки',
};
const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

function plain(value: FocusValue): Focus | undefined {
  if (!value) return undefined;
  return 'toJS' in value ? value.toJS() : value;
}

function FocusView({ forID, value, onChange, classNameWrapper, entry, collection, getAsset }: FocusControlProps) {
  const file = entry.getIn(['data', 'bannerFile']);
  const bannerField = collection.get('fields').find((field) => field.get('name') === 'bannerFile');
  const url = typeof file === 'string' && file ? getAsset(file, bannerField)?.toString() : undefined;
  const focus = plain(value);
  const position = `${(focus?.x ?? 0.5) * 100}% ${(focus?.y ?? 0.5) * 100}%`;
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: share((event.clientX - box.left) / box.width), y: share((event.clientY - box.top) / box.height) });
  };
  if (!url) {
    return <div id={forID} className={classNameWrapper}>Сначала выберите баннер-картинку: точку отмечают на ней.</div>;
  }
  return (
    <div id={forID} className={classNameWrapper} data-focus={focus ? `${focus.x},${focus.y}` : ''}>
      <p>Щёлкните по главному месту баннера: кадры ниже держат его в кадре.</p>
      <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
        <img
          src={url} alt="Баннер: щёлкните по главному месту" onClick={pick}
          style={{ display: 'block', maxWidth: '100%', cursor: 'crosshair' }}
        />
        {focus && (
          <span
            aria-hidden="true"
            style={{
              position: 'absolute', left: `${focus.x * 100}%`, top: `${focus.y * 100}%`, width: 18, height: 18, margin: -9,
              borderRadius: '50%', border: '3px solid #fff', boxShadow: '0 0 0 2px #e30613', pointerEvents: 'none',
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
 * in the field above it.
 */
export class FocusControl extends Component<FocusControlProps> {
  override shouldComponentUpdate(next: FocusControlProps): boolean {
    const banner = (props: FocusControlProps) => props.entry.getIn(['data', 'bannerFile']);
    return next.value !== this.props.value || next.classNameWrapper !== this.props.classNameWrapper || banner(next) !== banner(this.props);
  }

  override render() {
    return <FocusView {...this.props} />;
  }
}

export function FocusPreview({ value }: { value: FocusValue }) {
  const focus = plain(value);
  return <span>{focus ? `${Math.round(focus.x * 100)} % × ${Math.round(focus.y * 100)} %` : 'центр'}</span>;
}
