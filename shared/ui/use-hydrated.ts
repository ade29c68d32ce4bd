// False in the server's HTML and while the browser hydrates it, true from the render
// after: a control that only script can make usable again (a disabled submit, a capped
// checkbox) stays usable in the HTML a visitor without JS gets.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
