// A plain form (posted to the server even with JS on) sends once: a second submit while
// the page is already on its way is dropped, so a double click never posts twice.
import { useRef, type FormEvent } from 'react';

export function useSingleSubmit(): (event: FormEvent) => void {
  const sent = useRef(false);
  return (event) => {
    if (sent.current) event.preventDefault();
    sent.current = true;
  };
}
