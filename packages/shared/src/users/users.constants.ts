/** Plain constants about members. No zod here. */

/**
 * 409 `conflict` (issue 35): a message, an invitation, a decision or a contract proposal aimed at a
 * member who deleted their account.
 */
export const MEMBER_LEFT_MESSAGE = 'This member has left the platform.';
