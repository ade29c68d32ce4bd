// SPEC.md §4.1: the city dropdown toggles on click and closes on any outside click;
// issue #5 adds Escape and keyboard use (arrows move between cities, Tab leaves).
// Each city is a link to `?city_code=…`, so it works before the JS has loaded too.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { cityChosen, selectActiveCity, selectCities } from '../../store/slices/city.js';
import { rememberCityChoice } from './browser-effects.js';

export function CityPicker() {
  const dispatch = useAppDispatch();
  const cities = useAppSelector(selectCities);
  const active = useAppSelector(selectActiveCity);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (cities.length === 0) return null;

  function choose(event: MouseEvent, code: string) {
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
    if (code === active?.code) return;
    rememberCityChoice(code);
    void dispatch(cityChosen(code));
  }

  /** Arrow keys walk the list (wrapping); focus leaving the picker closes it. */
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) return setOpen(true);
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.city-picker__city') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links[(at + step + links.length + (at < 0 && step < 0 ? 1 : 0)) % links.length]?.focus();
  }

  return (
    <div
      ref={rootRef}
      className="city-picker"
      onKeyDown={onKeyDown}
      onBlur={(e) => !rootRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget && setOpen(false)}
    >
      <button ref={toggleRef} type="button" className="city-picker__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className="visually-hidden">Ваш город: </span>
        {active?.name ?? 'Выберите город'}
      </button>
      <ul id={listId} className="city-picker__list" aria-label="Города" hidden={!open}>
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
