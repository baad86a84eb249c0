import type { ContractTermsBody } from '@app/shared/contracts/contracts.schemas';
import type { FastifyInstance } from 'fastify';
import { decideOk } from './application-factories.ts';
import { ADMIN } from './bounty-factories.ts';
import { applyToJob, createNamedVisitor, publishJob, type Visitor } from './conversation-factories.ts';
import { createDeveloperProfile } from './pipeline-factories.ts';

export type { Visitor };

type ContractBody = {
  id: string;
  status: string;
  termsVersion: number;
  milestones: { id: string; status: string; actions: string[] }[];
};

/** A job owner who has hired a developer with a profile: the start of every contract. */
export async function hiredPair(app: FastifyInstance) {
  const client = await createNamedVisitor(app, 'Clara Client');
  const developer = await createNamedVisitor(app, 'Devi Developer');
  const profileId = await createDeveloperProfile(app, developer, 'Devi Developer');
  const jobId = await publishJob(app, client);
  const applicationId = await applyToJob(app, developer, jobId);
  await decideOk(app, client, applicationId, 'shortlisted');
  await decideOk(app, client, applicationId, 'hired');
  return { client, developer, profileId, jobId, applicationId };
}

export function buildTerms(overrides: Partial<ContractTermsBody> = {}): ContractTermsBody {
  return {
    title: 'Booking app, first release',
    scope: 'Class booking with a calendar, reminders and a waiting list.',
    currency: 'TOKENS',
    milestones: [
      { title: 'Calendar and booking', amount: 60, dueDate: '2027-01-15' },
      { title: 'Reminders', amount: 40, dueDate: null },
    ],
    ...overrides,
  };
}

export function propose(app: FastifyInstance, client: Visitor, applicationId: string, terms = buildTerms()) {
  return app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/contract`,
    headers: client.headers,
    payload: terms,
  });
}

export async function proposeOk(app: FastifyInstance, client: Visitor, applicationId: string, terms = buildTerms()) {
  const response = await propose(app, client, applicationId, terms);
  if (response.statusCode !== 201) throw new Error(`Proposing failed: ${response.body}`);
  return response.json().contract as ContractBody;
}

/** POST /api/contracts/:id/<action> as `visitor`. */
export function contractAction(
  app: FastifyInstance,
  visitor: Visitor,
  contractId: string,
  action: string,
  body?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/${action}`,
    headers: visitor.headers,
    ...(body ? { payload: body } : {}),
  });
}

/** POST /api/contracts/:id/milestones/:milestoneId/<action> as `visitor`. */
export function milestoneAction(
  app: FastifyInstance,
  visitor: Visitor,
  contractId: string,
  milestoneId: string,
  action: string,
  body?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/milestones/${milestoneId}/${action}`,
    headers: visitor.headers,
    ...(body ? { payload: body } : {}),
  });
}

export async function milestoneActionOk(...args: Parameters<typeof milestoneAction>) {
  const response = await milestoneAction(...args);
  if (response.statusCode !== 200) throw new Error(`${args[4]} failed: ${response.body}`);
  return response.json().contract as ContractBody;
}

export const DELIVERY = { note: 'Calendar and booking are live on staging.', links: ['https://staging.example.com'] };

/** An active contract: proposed from a hire and accepted by the developer. */
export async function activeContract(app: FastifyInstance, terms = buildTerms()) {
  const pair = await hiredPair(app);
  const proposed = await proposeOk(app, pair.client, pair.applicationId, terms);
  const accepted = await contractAction(app, pair.developer, proposed.id, 'accept', {
    termsVersion: proposed.termsVersion,
  });
  if (accepted.statusCode !== 200) throw new Error(`Accepting failed: ${accepted.body}`);
  return { ...pair, contract: accepted.json().contract as ContractBody };
}

/** Carries a milestone from pending to approved (funded, delivered, approved). */
export async function completeMilestone(
  app: FastifyInstance,
  client: Visitor,
  developer: Visitor,
  contractId: string,
  milestoneId: string,
) {
  await milestoneActionOk(app, client, contractId, milestoneId, 'fund');
  await milestoneActionOk(app, developer, contractId, milestoneId, 'submit', DELIVERY);
  return milestoneActionOk(app, client, contractId, milestoneId, 'approve');
}

export async function getContractAs(app: FastifyInstance, visitor: Visitor | null, contractId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/contracts/${contractId}`,
    headers: visitor ? visitor.headers : ADMIN,
  });
}

export function resolve(app: FastifyInstance, disputeId: string, body: object) {
  return app.inject({ method: 'POST', url: `/api/admin/disputes/${disputeId}/resolve`, headers: ADMIN, payload: body });
}
