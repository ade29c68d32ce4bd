// The lovecategory forms (multipart) are rebuilt from the checked fields only. A
// repeated field, an unknown field or a file part is refused (400, our message) and
// never reaches the upstream; the demo upstream records what it was sent.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { availableCategoriesFor } from '#demo-upstream/data-lovecategory.js';
import { FORM_MESSAGES } from '#server/proxy/form-body.js';
import { RUNNING_MONTH, startApp, type TestApp } from '../support/start-app.js';

const PARTICIPANT = '/api/v2/promo_categories/participants/add/';
const CHOOSE = '/api/v2/promo_categories/categories/add/';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

/** A form written by hand, so it can hold what no browser FormData of ours would. */
function handWritten(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = 'hand-written-form';
  const body = parts.map(({ name, value, filename }) => {
    const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${filename ? 'Content-Type: text/plain\r\n' : ''}\r\n${value}\r\n`;
  }).join('') + `--${boundary}--\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

const postForm = (path: string, form: ReturnType<typeof handWritten>) =>
  request(t.listener).post(path).set('content-type', form.contentType).send(form.body);

/** The fields the upstream received, in order. */
async function fieldsSeenUpstream(path: string): Promise<[string, FormDataEntryValue][]> {
  const [seen] = t.demo.requests.filter((r) => r.path === path);
  const headers = { 'content-type': String(seen!.headers['content-type']) };
  const form = await new Response(new Uint8Array(seen!.body), { headers }).formData();
  return [...form.entries()];
}

describe(`POST ${PARTICIPANT}`, () => {
  test('when the choice form is re-sent for the lookup (card and categories), then the upstream receives the card alone', async () => {
    const res = await postForm(PARTICIPANT, handWritten([
      { name: 'cardNumber', value: DEMO_CARDS.registeredEligible }, { name: 'categories[0]', value: '12' },
    ]));

    expect(res.status).toBe(200);
    expect(await fieldsSeenUpstream(PARTICIPANT)).toEqual([['cardNumber', DEMO_CARDS.registeredEligible]]);
  });

  test('when a second cardNumber follows a valid one, then it answers 400 and the upstream never sees the form', async () => {
    const res = await postForm(PARTICIPANT, handWritten([
      { name: 'cardNumber', value: DEMO_CARDS.registeredEligible }, { name: 'cardNumber', value: '1 UNION SELECT password FROM users --' },
    ]));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: FORM_MESSAGES.repeated });
    expect(t.demo.requests).toEqual([]);
  });

  test('when the form has a field the call does not know, then it answers 400 and the upstream never sees it', async () => {
    const res = await postForm(PARTICIPANT, handWritten([
      { name: 'cardNumber', value: DEMO_CARDS.registeredEligible }, { name: 'is_registered', value: 'true' },
    ]));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: FORM_MESSAGES.unknown });
    expect(t.demo.requests).toEqual([]);
  });

  test('when the form has a file part, then it answers 400 and the upstream never sees it', async () => {
    const res = await postForm(PARTICIPANT, handWritten([
      { name: 'cardNumber', value: DEMO_CARDS.registeredEligible },
      { name: 'cardNumber2', value: '<?php system($_GET[1]); ?>', filename: 'shell.php' },
    ]));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: FORM_MESSAGES.file });
    expect(t.demo.requests).toEqual([]);
  });
});

describe(`POST ${CHOOSE}`, () => {
  test('when a choice is posted, then the upstream receives the card and categories[0..n-1] in index order, nothing else', async () => {
    const [first, second] = availableCategoriesFor(RUNNING_MONTH);

    const res = await postForm(CHOOSE, handWritten([
      { name: 'categories[1]', value: String(second!.code) }, { name: 'cardNumber', value: DEMO_CARDS.registeredEligibleSecond },
      { name: 'categories[0]', value: String(first!.code) },
    ]));

    expect(res.status).toBe(200);
    expect(await fieldsSeenUpstream(CHOOSE)).toEqual([
      ['cardNumber', DEMO_CARDS.registeredEligibleSecond], ['categories[0]', String(first!.code)], ['categories[1]', String(second!.code)],
    ]);
  });

  test('when a category index is repeated, then it answers 400 and the upstream never sees the form', async () => {
    for (const repeated of [
      [{ name: 'categories[0]', value: '12' }, { name: 'categories[0]', value: '31' }],
      [{ name: 'categories[0]', value: '12' }, { name: 'categories[00]', value: '31' }],
    ]) {
      const res = await postForm(CHOOSE, handWritten([{ name: 'cardNumber', value: DEMO_CARDS.registeredEligibleSecond }, ...repeated]));

      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(t.demo.requests).toEqual([]);
  });

  test('when a field is unknown or a part is a file, then it answers 400 and the upstream never sees the form', async () => {
    const card = { name: 'cardNumber', value: DEMO_CARDS.registeredEligibleSecond };
    const category = { name: 'categories[0]', value: '12' };

    const unknown = await postForm(CHOOSE, handWritten([card, category, { name: 'month', value: '11' }]));
    const file = await postForm(CHOOSE, handWritten([card, { ...category, filename: 'codes.txt' }]));

    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: FORM_MESSAGES.unknown });
    expect(file.status).toBe(400);
    expect(file.body).toEqual({ message: FORM_MESSAGES.file });
    expect(t.demo.requests).toEqual([]);
  });
});
