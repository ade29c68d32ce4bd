// The business calls of the call table (shared/api/calls.ts): cities, region by IP,
// info, reviews, feedback.
import { isIP } from 'node:net';
import { CITIES, FEEDBACK_CATEGORIES, IP_TO_CITY, REVIEWS, findCity, infoForCity } from './data-business';
import { parseJson } from './http-io';
import { fail, ok, type DemoHandlers, type DemoReply } from './reply';

export interface FeedbackCounter { next(): number; reset(): void }

export function createFeedbackCounter(firstId = 1001): FeedbackCounter {
  let id = firstId;
  return { next: () => id++, reset: () => { id = firstId; } };
}

const REQUIRED: Readonly<Record<string, string>> = {
  name: 'Укажите имя',
  phone: 'Укажите телефон',
  value: 'Выберите тему обращения',
};

/** Field → message; empty when the feedback may be stored. email and msg are optional strings. */
function feedbackErrors(input: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(REQUIRED)) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = message;
  }
  for (const field of ['email', 'msg']) {
    if (input[field] !== undefined && typeof input[field] !== 'string') errors[field] = 'Ожидается строка';
  }
  if (typeof input.value === 'string' && input.value !== '' && !FEEDBACK_CATEGORIES.some((c) => c.value === input.value)) {
    errors.value = 'Неизвестная тема обращения';
  }
  return errors;
}

function postFeedback(body: Buffer, counter: FeedbackCounter): DemoReply {
  const parsed = parseJson(body);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    return fail(400, 'Некорректный JSON');
  }
  const errors = feedbackErrors(parsed.value as Record<string, unknown>);
  if (Object.keys(errors).length > 0) return fail(422, 'Проверьте поля формы', { errors });
  return ok({ id: counter.next() }, 201);
}

export function businessHandlers(counter: FeedbackCounter) {
  return {
    cities: () => ok(CITIES),
    determineCity: ({ query }) => {
      const ip = query.get('ip');
      if (!ip) return fail(400, 'Не указан IP-адрес');
      if (isIP(ip) === 0) return fail(400, 'Некорректный IP-адрес');
      const code = IP_TO_CITY[ip.toLowerCase()];
      return ok({ city: (code && findCity(code)) ?? null });
    },
    businessInfo: ({ params }) => {
      const info = infoForCity(params.cityCode ?? '');
      return info ? ok(info) : fail(404, 'Город не найден');
    },
    reviews: () => ok(REVIEWS),
    feedbackCategories: () => ok(FEEDBACK_CATEGORIES),
    sendFeedback: ({ body }) => postFeedback(body, counter),
  } satisfies Partial<DemoHandlers>;
}
