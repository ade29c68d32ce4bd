// lovecategory's file before any content is read: only the page's id and path count then,
// never its dates or texts (pages/lovecategory/content.ts's `empty`).
import type { LovecategoryContent } from '#shared/features/lovecategory/lovecategory-texts.js';

export const NO_LOVECATEGORY_TEXTS: LovecategoryContent = {
  starts: '2000-01-01', title: '', description: '',
  hero: { heading: '', lead: '', finishedChip: '', finishedLead: '' },
  headerActions: { choose: '', check: '' },
  categories: { heading: '', lead: '', finishedLead: '', link: '' },
  rules: { heading: '', running: [], finished: [] },
  status: {
    heading: '', lookupLead: '', finishedLookupLead: '', lookupSubmit: '', finishedLookupSubmit: '',
    cardNumber: '', cardLevel: '', confirm: '', cancel: '', otherCard: '', noAccruals: '',
  },
  card: {
    levels: { profi: '', expert: '', superExpert: '' }, ineligible: '', notChosen: '', cardInfo: '',
    yourCategories: '', nextCategories: '', accrualsFor: '', accrued: '', total: '',
  },
  chooser: { count: '', submit: '', nothingChosen: '' },
  modals: {
    inputNumberTitle: '', inputNumberLead: '', checkSavingsTitle: '', checkSavingsLead: '', cardInfoTitle: '',
    choose: '', close: '', confirmNote: '', chosen: '', toShopping: '', understood: '',
    failureTitle: '', failureText: '', mistakeTitle: '', mistakeText: '', notTakenPart: '', chooserPrompt: '',
  },
  failures: {
    timeout: '', unavailable: '', busy: '', offline: '', tooMany: '', cardUnknown: '', cardRefused: '', choiceRefused: '',
  },
  hubCard: { name: '', lead: '' },
};
