import { readFileSync } from 'node:fs';
import { CV_PDF_MAX_BYTES, CV_PDF_MESSAGES } from '@app/shared/assistant/assistant.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { cvPdfForm } from '../../test/multipart-form.ts';
import {
  buildDeeplyNestedPdf,
  buildEmptyOperatorsPdf,
  buildInflatingPdf,
  buildTextPdf,
  NOT_A_PDF,
} from '../../test/pdf-fixtures.ts';
import { CV_PDF_FORM_ENVELOPE_BYTES } from './cv-pdf-limits.ts';

/**
 * Issue 40: small PDFs that cost a reader a lot. Each is refused or read within the caps, the
 * parse never holds the server's event loop, and the memory a parse took is given back.
 */

const MB = 1024 * 1024;
/** Short, so a parse that runs over is seen to be killed without making the suite slow: the empty
 * operators take ~3.8 s to read on an idle 2-core machine, so they run over it with room to spare. */
const TIME_LIMIT_MS = 2000;

describe('POST /api/assistant/cv-text with hostile PDFs', () => {
  let testApp: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: { CV_PDF_TIME_LIMIT_MS: TIME_LIMIT_MS } });
    headers = (await createVisitor(testApp.app)).headers;
  });
  afterAll(() => testApp.close());

  const upload = (bytes: Buffer) => {
    const form = cvPdfForm(bytes);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/assistant/cv-text',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };

  it('refuses each one with its sentence: an inflating stream, empty operators, deep nesting, a PNG named .pdf', {
    timeout: 45_000,
  }, async () => {
    const inflating = buildInflatingPdf();
    expect(inflating.length).toBeLessThan(200 * 1024);
    const answers = [
      await upload(inflating),
      await upload(buildEmptyOperatorsPdf()),
      await upload(buildDeeplyNestedPdf()),
      await upload(NOT_A_PDF),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [422, CV_PDF_MESSAGES.tooComplex],
      [422, 'This PDF could not be read in time.'],
      [422, CV_PDF_MESSAGES.broken],
      [415, CV_PDF_MESSAGES.notPdf],
    ]);
    // The server still reads an honest CV afterwards.
    const honest = await upload(buildTextPdf([['Ada Okafor', 'Senior Backend Engineer']]));
    expect(honest.json()).toMatchObject({ success: true, text: 'Ada Okafor\nSenior Backend Engineer' });
  });

  // Generous timeouts: on a busy shared machine, starting the parse threads alone takes seconds.
  it('keeps /api/health within 200 ms during five concurrent hostile uploads, and gives the memory back', {
    timeout: 45_000,
  }, async () => {
    const hostile = [
      buildInflatingPdf(),
      buildEmptyOperatorsPdf(),
      buildEmptyOperatorsPdf(),
      buildDeeplyNestedPdf(),
      NOT_A_PDF,
    ];
    const rssBefore = process.memoryUsage().rss;
    let settled = false;
    const uploads = Promise.all(hostile.map(upload)).finally(() => {
      settled = true;
    });
    const latencies: number[] = [];
    while (!settled) {
      const started = performance.now();
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const statuses = (await uploads).map((answer) => answer.statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 415]);
    // The two parses that ran to the deadline took at least that long: health was asked throughout.
    expect(latencies.length).toBeGreaterThan(TIME_LIMIT_MS / 250);
    expect(Math.max(...latencies)).toBeLessThan(200);
    expect((process.memoryUsage().rss - rssBefore) / MB).toBeLessThan(100);
  });

  it("leaves room in deploy/nginx.conf's body limit for the upload limit, and no more", () => {
    const nginx = readFileSync(new URL('../../../../../deploy/nginx.conf', import.meta.url), 'utf8');
    const block = nginx.match(/location = \/api\/assistant\/cv-text \{([^}]*)\}/)?.[1] ?? '';
    const limit = block.match(/client_max_body_size (\d+)k;/)?.[1];
    expect(Number(limit) * 1024).toBe(CV_PDF_MAX_BYTES + CV_PDF_FORM_ENVELOPE_BYTES);
  });
});

describe('POST /api/assistant/cv-text: who may upload, and how often', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: { ...UNLIMITED, uploadMax: 5, uploadIpMax: 7 } });
  });
  afterAll(() => testApp.close());

  // Refused by its bytes, after the limits have counted it: no parse, so the test stays quick.
  const upload = (visitorHeaders: Record<string, string> = {}) => {
    const form = cvPdfForm(NOT_A_PDF);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/assistant/cv-text',
      payload: form.payload,
      headers: { ...form.headers, ...visitorHeaders },
    });
  };

  it('answers 401 without a visitor token', async () => {
    const response = await upload();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: 'unauthorized' });
  });

  it('reads at most 5 a minute for one visitor, and 7 for one IP whoever asks', async () => {
    const first = (await createVisitor(testApp.app)).headers;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await upload(first)).statusCode);
    expect(statuses).toEqual([415, 415, 415, 415, 415, 429]);

    const second = (await createVisitor(testApp.app)).headers;
    expect([(await upload(second)).statusCode, (await upload(second)).statusCode]).toEqual([415, 415]);
    const overIpLimit = await upload(second);
    expect(overIpLimit.statusCode).toBe(429);
    expect(Number(overIpLimit.headers['retry-after'])).toBeGreaterThan(0);
  });
});
