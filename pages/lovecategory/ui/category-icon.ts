// Which picture a category tile shows, guessed from its name (the upstream sends only
// code and name); the icons themselves are CSS (lovecategory-tiles.css).
const ICONS: [RegExp, string][] = [
  [/сантех|смесител|ванн|водо/, 'plumbing'],
  [/крас|лак|эмал|обо[ий]/, 'paint'],
  [/электр|кабел|розет/, 'electric'],
  [/свет|освещ|ламп|люстр/, 'light'],
  [/инструм/, 'tools'],
  [/сад|дач|растен|огород/, 'garden'],
  [/плит|кафел|керам/, 'tile'],
  [/двер|окн|замк/, 'door'],
];

export function categoryIcon(name: string): string {
  const lower = name.toLocaleLowerCase('ru');
  return ICONS.find(([pattern]) => pattern.test(lower))?.[1] ?? 'other';
}
