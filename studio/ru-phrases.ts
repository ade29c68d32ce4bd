// What the studio says instead of decap-cms-locales' Russian (ru-locale.ts merges it in): its «Cтатус» has a Latin C,
// «＋» a glyph the operator's fonts may lack, English plurals. Decap's Polyglot picks the «||||» form by Russian rules
// (one | few | many). Apart from the locale, so a test can read it without a browser (decap-cms-locales needs one).
export type Phrases = { [key: string]: string | Phrases };

export const MENDED_PHRASES: Phrases = {
  // A save kept back by a field's problem (scripts/build/decap-refused-save.mjs): the reasons the fields show.
  ui: { toast: { notSaved: 'Не сохранено: %{reasons}. Исправьте поле — причина написана и под ним.' } },
  collection: { collectionTop: { newButton: 'Создать: %{collectionLabel}', descending: 'По убыванию' } },
  mediaLibrary: { mediaLibraryModal: { search: 'Поиск по имени файла' } },
  editor: {
    editorControlPane: {
      widget: {
        rangeCount: 'Число элементов в «%{fieldLabel}» — от %{minCount} до %{maxCount}.',
        rangeCountExact: 'Число элементов в «%{fieldLabel}» — ровно %{count}.',
        rangeMin: 'Число элементов в «%{fieldLabel}» — не меньше %{minCount}.',
        rangeMax: 'Число элементов в «%{fieldLabel}» — не больше %{maxCount}.',
      },
    },
    editor: {
      onPublishingNotReady: 'Перед публикацией поставьте правке статус «Готово».',
      onUpdatingWithUnsavedChanges: 'Сначала сохраните правку, потом меняйте статус.',
      onPublishingWithUnsavedChanges: 'Сначала сохраните правку, потом публикуйте.',
    },
    editorInterface: { togglePreview: 'Показать или скрыть предпросмотр' },
    editorToolbar: {
      status: 'Статус: %{status}',
      inReview: 'На проверке',
      ready: 'Готово',
      changesSaved: 'Несохранённых изменений нет',
      // Decap's «Check for Preview»: a deploy's address, which the site has once published (the preview: the pane, the supplier's link).
      deployPreviewPendingButtonLabel: 'Адрес на сайте — после публикации',
      deployPreviewButtonLabel: 'Предпросмотр',
      deployButtonLabel: 'Открыть на сайте',
      statusInfoTooltipDraft: 'Правка — черновик. Когда она готова к проверке, поставьте статус «На проверке».',
      statusInfoTooltipInReview: 'Правка на проверке. Её ещё можно менять; после проверки поставьте статус «Готово» и опубликуйте.',
    },
    // The picker's «Сейчас» button's name to a screen reader (decap-cms-locales has none: it read the key); Moscow's now.
    editorWidgets: { datetime: { setToNow: 'Сейчас по Москве' } },
  },
  workflow: {
    workflow: { description: 'На проверке — %{smart_count}, готово к публикации — %{readyCount}.' },
    workflowList: {
      onPublishingNotReadyEntry: 'Опубликовать можно только правку со статусом «Готово»: перетащите карточку в столбец «Готово».',
      inReviewHeader: 'На проверке',
      readyHeader: 'Готово',
      currentEntries: '%{smart_count} запись |||| %{smart_count} записи |||| %{smart_count} записей',
    },
  },
};
