// The city dropdown. Each city is a link to `?city_code=…`, so it works before the JS has loaded too; until the picker
// is live, its CSS shows the list while the picker holds focus, so the links can be reached with JS off as well.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { cityChosen, selectActiveCity, selectCities } from '../../store/slices/city.js';
import { rememberCityChoice } from './browser-effects.js';
import { focusNext, useDismiss } from './use-dismiss.js';
import { selectBusinessHeaderTexts } from './business-site-texts.js';

export function CityPicker() {
  const dispatch = useAppDispatch();
  const cities = useAppSelector(selectCities);
  const active = useAppSelector(selectActiveCity);
  const texts = useAppSelector(selectBusinessHeaderTexts);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // False in the server HTML and at hydration (they must agree); true once effects run.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  if (cities.length === 0) return null;

  function choose(event: MouseEvent, code: string) {
    event.preventDefault();
    close(true);
    if (code === active?.code) return;
    rememberCityChoice(code);
    void dispatch(cityChosen(code));
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) return setOpen(true);
    const links = [...rootRef.current!.querySelectorAll<HTMLElement>('.city-picker__city')];
    focusNext(links, document.activeElement, event.key === 'ArrowDown');
  }
  /** Tabbing out of the picker closes it too. */
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) close(false);
  };

  return (
    <div ref={rootRef} className={`city-picker${live ? ' city-picker--live' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef} type="button" className="city-picker__toggle" aria-expanded={open} aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{`${texts.city} `}</span>
        {active?.name ?? texts.noCity}
      </button>
      <ul id={listId} className="city-picker__list" aria-label={texts.cities} hidden={!open}>
        {cities.map((city) => (
          <li key={city.code}>
            <a
              className="city-picker__city"
              href={`?city_code=${encodeURIComponent(city.code)}`}
              aria-current={city.code === active?.code ? 'true' : undefined}
              onClick={(e) => choose(e, city.code)}
            >
              {city.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
