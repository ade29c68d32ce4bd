// The content check's messages in Russian (docs/content.md), for the marketing team who
// edit the files: zod's own defaults are English. A rule's own message (a regex's, a
// refinement's) is kept; the rest are said here by the kind of problem. Passed to each
// parse, so nothing global changes for the other schemas of the app.
import type { z } from 'zod';
import { genitive, pluralForm } from '#shared/ui/plural.js';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_NAMES: Record<string, string> = {
  string: 'текст в кавычках', number: 'число', int: 'целое число', boolean: 'true или false', object: 'объект { … }', array: 'список [ … ]',
};

const CHARACTERS = genitive('символа', 'символов');

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small && limit <= 1) return 'не может быть пустым';
    const characters = `${limit} ${pluralForm(limit, CHARACTERS)}`;
    return small ? `слишком короткий текст: нужно не меньше ${characters}` : `слишком длинный текст: не больше ${characters}`;
  }
  return small ? `слишком мало: нужно не меньше ${limit}` : `слишком много: нужно не больше ${limit}`;
}

/** The message of one problem, in Russian. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'обязательное поле, его нет в файле' : `ожидается ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `здесь может стоять только ${JSON.stringify(issue.values[0])}`
        : `допустимые значения: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `неизвестные поля: ${issue.keys.join(', ')} (опечатка? список полей — docs/content.md)`;
    case 'invalid_format':
      return issue.message ?? 'неверный формат';
    default:
      return issue.message ?? 'неверное значение';
  }
};
