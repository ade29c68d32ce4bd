// A new entry's name in the studio's form (a campaign's address, a brand's code): the entry's file name, not a field of
// its file, so Decap would show it empty once saved. A saved entry shows it read-only: the studio renames no file.
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
