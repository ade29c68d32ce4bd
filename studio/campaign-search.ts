// How an operator finds a campaign in an «Акция» choice (a scheduled change's, an experiment's:
// server/studio-listener/decap-config.ts): by any part of the page's title, of the hub card's title, or of
// the page's address (or the address pasted), in either case, with «ё» typed or not. Decap's relation search
// (its backend's `query`) matches the typed letters in order within one field, as written: the hub card's
// title and the address were never searched, and «зеленая» missed «Зелёная». So a campaign is read with its
// titles folded into one field of the form's data (site-json.ts, never written to the file), and the typed
// words are folded the same way before Decap searches it (folded-relation.ts).

/** The field of a campaign's form data that holds its titles folded: what the «Акция» choices search besides the address. */
export const CAMPAIGN_SEARCH_FIELD = '__search';

/** Lower case, «ё» as «е», any run of spaces (a non-breaking one too) as one space. */
export function searchFolded(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/gu, ' ');
}

/** What the operator typed, folded; a pasted page address (`https://…/promo/rockwool25?…`) as its campaign's id. */
export function searchTerm(typed: string): string {
  const address = /\/promo\/([a-z0-9-]+)/iu.exec(typed);
  return address ? address[1]!.toLowerCase() : searchFolded(typed);
}

/** The text a campaign is found by besides its address: its page's title and its hub card's, folded. */
export function campaignSearchText(data: { title?: unknown; hubTitle?: unknown }): string {
  return searchFolded([data.title, data.hubTitle].filter((text) => typeof text === 'string').join(' · '));
}
