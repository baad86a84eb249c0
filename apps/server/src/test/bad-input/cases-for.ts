import { caseContext } from './context.ts';
import { addExtraFieldCases } from './extra-fields.ts';
import { addInvalidIdCases } from './invalid-id.ts';
import { addLongStringCases } from './long-string.ts';
import { addMalformedJsonCases } from './malformed-json.ts';
import { addMissingRequiredCases } from './missing-required.ts';
import { addNumberCases } from './numbers.ts';
import { addTextCases } from './text.ts';
import type { Operation, SweepCase } from './types.ts';
import { addUnknownEnumCases } from './unknown-enum.ts';
import { addUnknownQueryCases } from './unknown-query.ts';
import { addVacuousCase } from './vacuous.ts';
import { addWrongTypeCases } from './wrong-type.ts';

/**
 * The request generator behind `bad-input-sweep.test.ts` (issue 13, "Bad-input sweep"): reads the
 * OpenAPI document and turns every operation into requests of every bad-input category. Pure: it
 * sends nothing and knows nothing about the app beyond the document and a valid base body.
 */

/**
 * Every case for one operation. `base` is one valid body (only used to find the fields); the
 * cases rebuild from a fresh base when sent. Every category gets at least one case: when an
 * operation has nothing the category can aim at, the value goes into an unknown query parameter
 * (and an unknown body field), which the operation must ignore (`vacuous`).
 */
export function casesFor(op: Operation, base: unknown): SweepCase[] {
  const context = caseContext(op, base);
  addMalformedJsonCases(context);
  addWrongTypeCases(context);
  addMissingRequiredCases(context);
  addLongStringCases(context);
  addTextCases(context);
  addNumberCases(context);
  addUnknownEnumCases(context);
  addInvalidIdCases(context);
  addUnknownQueryCases(context);
  addExtraFieldCases(context);
  addVacuousCase(context);
  return context.cases;
}
