// A list's items (a landing's blocks, a page's steps) moved from the keyboard as well as by the mouse, and its buttons
// named: Decap's list sorts by mouse and touch alone (@dnd-kit) and its item's buttons are bare icons, so the studio's
// build adds dnd-kit's keyboard sensor and these Russian words for the buttons and a screen reader
// (scripts/build/decap-labels.mjs); dnd-kit's own are English and name items by their keys.

/** The handle's role, said after its name: «Перенести, кнопка перемещения». */
export const MOVE_HANDLE = { label: 'Перенести', roleDescription: 'кнопка перемещения' };

/** The names of an item's buttons (Decap's show only an icon). */
export const ITEM_BUTTONS = { fold: 'Свернуть', unfold: 'Развернуть', remove: 'Удалить' };

type Moved = { active: { id: unknown }; over?: { id: unknown } | null };

/** dnd-kit's `accessibility` of a list whose items have `keys`, in order: each item by its place, from 1. */
export function listMoves(keys: readonly unknown[]) {
  const place = (id: unknown) => `${keys.indexOf(id) + 1} из ${keys.length}`;
  return {
    screenReaderInstructions: {
      draggable: 'Пробел — взять; стрелки вверх и вниз — выбрать место; пробел — поставить, Escape — вернуть на своё место.',
    },
    announcements: {
      onDragStart: ({ active }: Moved) => `Взят элемент ${place(active.id)}.`,
      onDragOver: ({ over }: Moved) => (over ? `Место ${place(over.id)}.` : 'Вне списка.'),
      onDragEnd: ({ over }: Moved) => (over ? `Поставлен на место ${place(over.id)}.` : 'Остался на своём месте.'),
      onDragCancel: ({ active }: Moved) => `Отменено: элемент на месте ${place(active.id)}.`,
    },
  };
}
