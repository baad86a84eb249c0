import type { FastifyInstance } from 'fastify';
import { earnTokens } from './bounty-factories.ts';
import {
  activeContract,
  buildTerms,
  completeMilestone,
  DELIVERY,
  hiredPair,
  milestoneActionOk,
  proposeOk,
  type Visitor,
} from './contract-factories.ts';

interface ContractCase {
  route: string;
  method?: 'PATCH';
  url: string;
  payload?: Record<string, unknown>;
  as: Visitor;
  stored: string;
}

const THREE_USD = buildTerms({
  currency: 'USD',
  milestones: [
    { title: 'One', amount: 100, dueDate: null },
    { title: 'Two', amount: 100, dueDate: null },
    { title: 'Three', amount: 100, dueDate: null },
    { title: 'Four', amount: 100, dueDate: null },
    { title: 'Five', amount: 100, dueDate: null },
  ],
});

/**
 * The keyed contract routes (issue 32), in the order the idempotency test sends them: each case
 * finds its contract in the state its move needs, and each move stores one notification (or one
 * contract, one review) and nothing more, so a retry that stored anything shows.
 */
export async function contractCases(
  app: FastifyInstance,
  count: (table: string, where?: string) => string,
): Promise<ContractCase[]> {
  const noticesOf = (contractId: string) => count('notifications', `data->>'contractId' = '${contractId}'`);
  const toPropose = await hiredPair(app);
  const edited = await hiredPair(app);
  const editedContract = await proposeOk(app, edited.client, edited.applicationId);
  const declined = await hiredPair(app);
  const declinedContract = await proposeOk(app, declined.client, declined.applicationId);
  const accepted = await hiredPair(app);
  const acceptedContract = await proposeOk(app, accepted.client, accepted.applicationId);
  await earnTokens(app, accepted.client, 100);
  const [fundable, cancellable] = acceptedContract.milestones.map((m) => m.id) as [string, string];

  const usd = await activeContract(app, THREE_USD);
  const [approvable, payable, disputable, declinable, agreeable] = usd.contract.milestones.map((m) => m.id) as [
    string,
    string,
    string,
    string,
    string,
  ];
  for (const id of [approvable, disputable, declinable, agreeable]) {
    await milestoneActionOk(app, usd.client, usd.contract.id, id, 'fund');
    await milestoneActionOk(app, usd.developer, usd.contract.id, id, 'submit', DELIVERY);
  }
  await completeMilestone(app, usd.client, usd.developer, usd.contract.id, payable);
  const cancellation = { reason: 'We are stopping this part of the work.' };
  await milestoneActionOk(app, usd.client, usd.contract.id, agreeable, 'request-cancellation', cancellation);
  const ending = await activeContract(app);
  const done = await activeContract(
    app,
    buildTerms({ currency: 'EUR', milestones: [{ title: 'All', amount: 10, dueDate: null }] }),
  );
  const doneId = done.contract.milestones[0]?.id ?? '';
  await completeMilestone(app, done.client, done.developer, done.contract.id, doneId);
  await milestoneActionOk(app, done.client, done.contract.id, doneId, 'record-payment', {
    date: '2026-11-01',
    method: 'Card',
  });
  await milestoneActionOk(app, done.developer, done.contract.id, doneId, 'confirm-payment');

  const milestone = (contractId: string, id: string, action: string) =>
    `/api/contracts/${contractId}/milestones/${id}/${action}`;
  const a = acceptedContract.id;
  const u = usd.contract.id;
  const route = (action: string) => `POST /api/contracts/:id/milestones/:milestoneId/${action}`;
  return [
    {
      route: 'POST /api/applications/:id/contract',
      url: `/api/applications/${toPropose.applicationId}/contract`,
      payload: buildTerms(),
      as: toPropose.client,
      stored: count('contracts'),
    },
    {
      route: 'PATCH /api/contracts/:id',
      method: 'PATCH',
      url: `/api/contracts/${editedContract.id}`,
      payload: buildTerms({ title: 'Edited once' }),
      as: edited.client,
      stored: noticesOf(editedContract.id),
    },
    {
      route: 'POST /api/contracts/:id/withdraw',
      url: `/api/contracts/${editedContract.id}/withdraw`,
      as: edited.client,
      stored: noticesOf(editedContract.id),
    },
    {
      route: 'POST /api/contracts/:id/decline',
      url: `/api/contracts/${declinedContract.id}/decline`,
      payload: { message: 'Not this month.' },
      as: declined.developer,
      stored: noticesOf(declinedContract.id),
    },
    {
      route: 'POST /api/contracts/:id/accept',
      url: `/api/contracts/${a}/accept`,
      payload: { termsVersion: 1 },
      as: accepted.developer,
      stored: noticesOf(a),
    },
    { route: route('fund'), url: milestone(a, fundable, 'fund'), as: accepted.client, stored: noticesOf(a) },
    {
      route: route('submit'),
      url: milestone(a, fundable, 'submit'),
      payload: DELIVERY,
      as: accepted.developer,
      stored: noticesOf(a),
    },
    {
      route: route('request-changes'),
      url: milestone(a, fundable, 'request-changes'),
      payload: { note: 'Once more, please.' },
      as: accepted.client,
      stored: noticesOf(a),
    },
    { route: route('cancel'), url: milestone(a, cancellable, 'cancel'), as: accepted.client, stored: noticesOf(a) },
    { route: route('approve'), url: milestone(u, approvable, 'approve'), as: usd.client, stored: noticesOf(u) },
    {
      route: route('record-payment'),
      url: milestone(u, payable, 'record-payment'),
      payload: { date: '2026-11-02', method: 'Wise' },
      as: usd.client,
      stored: noticesOf(u),
    },
    {
      route: route('confirm-payment'),
      url: milestone(u, payable, 'confirm-payment'),
      as: usd.developer,
      stored: noticesOf(u),
    },
    {
      route: route('dispute'),
      url: milestone(u, disputable, 'dispute'),
      payload: { reason: 'The delivery is not what we agreed.' },
      as: usd.client,
      stored: noticesOf(u),
    },
    {
      route: route('request-cancellation'),
      url: milestone(u, declinable, 'request-cancellation'),
      payload: cancellation,
      as: usd.client,
      stored: noticesOf(u),
    },
    {
      route: route('decline-cancellation'),
      url: milestone(u, declinable, 'decline-cancellation'),
      as: usd.developer,
      stored: noticesOf(u),
    },
    {
      route: route('accept-cancellation'),
      url: milestone(u, agreeable, 'accept-cancellation'),
      as: usd.developer,
      stored: noticesOf(u),
    },
    {
      route: 'POST /api/contracts/:id/cancel',
      url: `/api/contracts/${ending.contract.id}/cancel`,
      as: ending.client,
      stored: noticesOf(ending.contract.id),
    },
    {
      route: 'POST /api/contracts/:id/reviews',
      url: `/api/contracts/${done.contract.id}/reviews`,
      payload: { rating: 5, text: 'Delivered on time and explained every step.' },
      as: done.client,
      stored: count('contract_reviews'),
    },
  ];
}
