import {
  ASSISTANT_TEXT_MAX_LENGTH,
  CV_PDF_MAX_BYTES,
  CV_PDF_MESSAGES,
} from '@app/shared/assistant/assistant.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { type FilePart, form } from '../../test/multipart-form.ts';
import {
  buildCorruptPdf,
  buildEncryptedPdf,
  buildOversizedPdf,
  buildScannedPdf,
  buildTextPdf,
  NOT_A_PDF,
} from '../../test/pdf-fixtures.ts';

const CV = [
  'Ada Okafor',
  'Senior Backend Engineer, Lagos, Nigeria',
  '8 years of experience building APIs with Go, PostgreSQL and Kubernetes.',
  'Rate: $70-95/hr',
];

const NO_STACK = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+/;

describe('POST /api/assistant/cv-text', () => {
  let testApp: TestApp;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    visitor = (await createVisitor(testApp.app)).headers;
  });
  afterAll(() => testApp.close());

  const upload = (body: ReturnType<typeof form>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/assistant/cv-text',
      payload: body.payload,
      headers: { ...body.headers, ...visitor },
    });
  const uploadPdf = (bytes: Buffer, part: Partial<FilePart> = {}) => upload(form([{ field: 'file', bytes, ...part }]));

  async function expectRefusal(response: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message });
    expect(response.body).not.toMatch(NO_STACK);
  }

  it("reads the text of a PDF with a visitor's token, and the profile draft understands it as pasted text", async () => {
    const response = await uploadPdf(buildTextPdf([CV.slice(0, 2), CV.slice(2)]));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      text: `${CV.slice(0, 2).join('\n')}\n\n${CV.slice(2).join('\n')}`,
      truncated: false,
    });

    const draft = await testApp.app.inject({
      method: 'POST',
      url: '/api/assistant/profile-draft',
      payload: { text: body.text },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().facts).toMatchObject({
      name: 'Ada Okafor',
      title: 'Senior Backend Engineer',
      skills: ['Go', 'PostgreSQL', 'Kubernetes'],
      yearsOfExperience: 8,
    });
  });

  it("keeps the profile draft's limit: the first pages only, cut at a word, and says so", async () => {
    const line = 'Built and shipped TypeScript services for payments and logistics teams.';
    const pages = Array.from({ length: 30 }, () => Array.from({ length: 40 }, () => line));
    const body = (await uploadPdf(buildTextPdf(pages))).json();
    expect(body.truncated).toBe(true);
    expect(body.text.length).toBeLessThanOrEqual(ASSISTANT_TEXT_MAX_LENGTH);
    expect(body.text.length).toBeGreaterThan(ASSISTANT_TEXT_MAX_LENGTH - 100);
    expect(line.split(' ')).toContain(body.text.split(/\s/).at(-1));
  });

  it('refuses a file over 5 MB with 413', async () => {
    await expectRefusal(await uploadPdf(buildOversizedPdf(CV_PDF_MAX_BYTES)), 413, CV_PDF_MESSAGES.tooLarge);
  });

  it('refuses a file that is not a PDF by its bytes, whatever its declared type', async () => {
    await expectRefusal(await uploadPdf(NOT_A_PDF), 415, CV_PDF_MESSAGES.notPdf);
    await expectRefusal(await uploadPdf(Buffer.alloc(0)), 415, CV_PDF_MESSAGES.notPdf);
  });

  // Each read starts a thread of its own (issue 40): seconds apiece on a busy shared machine.
  it('answers 422 with a sentence for a PDF it cannot read: encrypted, damaged, scanned', {
    timeout: 45_000,
  }, async () => {
    await expectRefusal(await uploadPdf(buildEncryptedPdf()), 422, CV_PDF_MESSAGES.encrypted);
    await expectRefusal(await uploadPdf(buildCorruptPdf()), 422, CV_PDF_MESSAGES.broken);
    await expectRefusal(await uploadPdf(buildTextPdf([CV]).subarray(0, 300)), 422, CV_PDF_MESSAGES.broken);
    const scanned = await uploadPdf(buildScannedPdf());
    await expectRefusal(scanned, 422, 'This PDF has no text we can read; paste your CV instead.');
    expect(scanned.json().error).toBe('unreadable_document');
  });

  it('asks for the file when the field `file` holds none, or holds two', async () => {
    await expectRefusal(await upload(form([], { file: 'my-cv.pdf' })), 400, CV_PDF_MESSAGES.missing);
    await expectRefusal(await upload(form([{ field: 'cv', bytes: buildTextPdf([CV]) }])), 400, CV_PDF_MESSAGES.missing);
    const two = form([
      { field: 'file', bytes: buildTextPdf([CV]) },
      { field: 'file', bytes: buildTextPdf([CV]) },
    ]);
    await expectRefusal(await upload(two), 400, CV_PDF_MESSAGES.missing);
  });

  it('refuses a body that is not a form: JSON (415) and a form cut short (400)', async () => {
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/assistant/cv-text',
      payload: { file: 'JVBERi0=' },
      headers: visitor,
    });
    await expectRefusal(json, 415, CV_PDF_MESSAGES.malformed);
    const whole = form([{ field: 'file', bytes: buildTextPdf([CV]) }]);
    const cut = { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 200) };
    await expectRefusal(await upload(cut), 400, CV_PDF_MESSAGES.malformed);
  });

  it('leaves the JSON routes of the assistant refusing a form', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/assistant/profile-draft',
      ...form([{ field: 'file', bytes: buildTextPdf([CV]) }]),
    });
    expect(response.statusCode).toBe(415);
  });

  it('is described in the OpenAPI document as a multipart form with its answers', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/assistant/cv-text'].post;
    expect(operation.requestBody.content['multipart/form-data'].schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '415', '422', '429', '500']),
    );
  });
});

describe('POST /api/assistant/cv-text rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 2 } });
  });
  afterAll(() => testApp.close());

  it('counts against the write limit like the other assistant routes', { timeout: 45_000 }, async () => {
    const { headers } = await createVisitor(testApp.app);
    const body = form([{ field: 'file', bytes: buildTextPdf([CV]) }]);
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/assistant/cv-text',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    const statuses = [(await send()).statusCode, (await send()).statusCode, (await send()).statusCode];
    expect(statuses).toEqual([200, 200, 429]);
  });
});
