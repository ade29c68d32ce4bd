// A new entry's name in the studio's form: the campaign page's address (/promo/<id>/), a brand's
// code, a scheduled change's name. It is the entry's file name, not a field of its file
// (site-json.ts leaves it out), so Decap would show it empty once saved and mark it optional.
// Here a new entry must be given one (Decap's own «required» and pattern rules); an entry
// already saved shows the name it has, read-only, since renaming the file is not a change the
// studio makes. The field's `prefix` option is what the address starts with (/promo/).
import { Component, type ChangeEvent } from 'react';
import type { ImmutableLike } from './immutable-like.js';

export interface PageAddressProps {
  forID: string;
  value: unknown;
  onChange(value: string): void;
  classNameWrapper: string;
  field: ImmutableLike;
  entry: ImmutableLike;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

const savedName = (entry: ImmutableLike) => {
  const slug = entry.get('slug');
  return entry.get('newRecord') !== true && typeof slug === 'string' ? slug : undefined;
};

export class PageAddressControl extends Component<PageAddressProps> {
  /** Decap's «required» rule reads this value: a saved entry has its name, though its file holds none. */
  getValidateValue = (): string => savedName(this.props.entry) ?? (typeof this.props.value === 'string' ? this.props.value : '');

  changed = (event: ChangeEvent<HTMLInputElement>) => this.props.onChange(event.target.value.trim().toLowerCase());

  override render() {
    const { forID, classNameWrapper, field, entry, value, setActiveStyle, setInactiveStyle } = this.props;
    const prefix = field.get('prefix');
    const saved = savedName(entry);
    const shown = saved ?? (typeof value === 'string' ? value : '');
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {typeof prefix === 'string' ? <span aria-hidden="true">{prefix}</span> : null}
        <input
          id={forID} className={classNameWrapper} type="text" value={shown} readOnly={saved !== undefined}
          spellCheck={false} autoComplete="off" onChange={this.changed} onFocus={setActiveStyle} onBlur={setInactiveStyle}
        />
      </div>
    );
  }
}

export const PageAddressPreview = ({ value }: { value: unknown }) => <span>{typeof value === 'string' ? value : ''}</span>;
