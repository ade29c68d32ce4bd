// What the studio says instead of decap-cms-locales' Russian (studio/ru-locale.ts merges it in):
// «Cтатус» spelt with a Latin C, «＋» a glyph the operator's fonts may lack, English plurals,
// counts that want a noun's form the phrase cannot choose (said here without the noun after the
// number). Decap's Polyglot picks the «||||» form by Russian rules (one | few | many). Apart from the locale itself, so a test
// can read it without a browser (decap-cms-locales needs one).
export type Phrases = { [key: string]: string | Phrases };

export const MENDED_PHRASES: Phrases = {
  collection: {
    collectionTop: { newButton: 'Создать: %{collectionLabel}', descending: 'По убыванию' },
  },
  editor: {
    editorControlPane: {
      widget: {
        rangeCount: 'Число элементов в «%{fieldLabel}» — от %{minCount} до %{maxCount}.',
        rangeCountExact: 'Число элементов в «%{fieldLabel}» — ровно %{count}.',
        rangeMin: 'Число элементов в «%{fieldLabel}» — не меньше %{minCount}.',
        rangeMax: 'Число элементов в «%{fieldLabel}» — не больше %{maxCount}.',
      },
    },
    editorToolbar: { status: 'Статус: %{status}' },
    // The picker's «Сейчас» button's name to a screen reader (decap-cms-locales has none: it read the key); Moscow's now.
    editorWidgets: { datetime: { setToNow: 'Сейчас по Москве' } },
  },
  workflow: {
    workflow: {
      description: 'На проверке — %{smart_count}, одобрено к публикации — %{readyCount}.',
    },
    workflowList: {
      currentEntries: '%{smart_count} запись |||| %{smart_count} записи |||| %{smart_count} записей',
    },
  },
};
