import { CONTRACT_LIMITS } from '@app/shared/contracts/contracts.constants';
import { type ContractTermsBodySchema, SubmitDeliveryBodySchema } from '@app/shared/contracts/contracts.schemas';
import { z } from 'zod';

/** The proposal form's values: the shared terms schema's input. */
export type TermsForm = z.input<typeof ContractTermsBodySchema>;

/** One link checked by the shared rule (https only, a real host); an empty row is simply left out. */
const linkRule = z
  .string()
  .trim()
  .superRefine((url, context) => {
    if (!url) return;
    const checked = SubmitDeliveryBodySchema.shape.links.safeParse([url]);
    if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
  });

/** The delivery form: the shared note rule, and links as rows a person adds and removes. */
export const DeliveryFormSchema = z.object({
  note: SubmitDeliveryBodySchema.shape.note,
  links: z.array(z.object({ url: linkRule })).max(CONTRACT_LIMITS.linksMax),
});
export type DeliveryForm = z.input<typeof DeliveryFormSchema>;
