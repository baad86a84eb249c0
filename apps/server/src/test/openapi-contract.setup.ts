import { afterAll, afterEach, expect } from 'vitest';
import { takeContractViolations } from './openapi-contract.ts';

/**
 * Registered for the server project in vitest.config.ts: a test fails when a response it received
 * broke the OpenAPI document (test/openapi-contract.ts); responses of beforeAll hooks count
 * towards the first test, those of afterAll hooks towards the file.
 */
const assertContractKept = () =>
  expect(takeContractViolations(), 'responses that the OpenAPI document does not describe').toEqual([]);

afterEach(assertContractKept);
afterAll(assertContractKept);
