/** Query keys of the delivery area (issue 34), per visitor: a new token asks again. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  settings: (tokenTag: string | null) => ['delivery', 'settings', tokenTag] as const,
  outbox: () => ['delivery', 'outbox'] as const,
};

/** Settings are the member's own: never make a visitor to change them (as the account's requests). */
export const DELIVERY_AUTH = 'optional' as const;
