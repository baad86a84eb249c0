/** What a proposal and an offer carry (issue 43 §1). No zod here: the tables name these. */
export const BID_KINDS = ['fixed', 'hourly'] as const;
export type BidKind = (typeof BID_KINDS)[number];

/** Where an application came from: the developer's proposal, or the client's direct offer. */
export const APPLICATION_ORIGINS = ['proposal', 'direct_offer'] as const;
export type ApplicationOrigin = (typeof APPLICATION_ORIGINS)[number];

/** Who made an offer in a negotiation. */
export const OFFER_SIDES = ['client', 'developer'] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];

/** `pending` until the other side answers; a newer offer supersedes an unanswered one. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'superseded'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A proposed milestone: whole units of the bid's currency, like a contract's milestones. */
export interface ProposedMilestone {
  title: string;
  amount: number;
}
