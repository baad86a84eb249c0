import { z } from 'zod';
import { PageQuerySchema } from '../api/pagination.schemas.ts';
import { REVIEW_LIMITS } from './contracts.constants.ts';
import { ReviewSchema } from './contracts.schemas.ts';

const R = REVIEW_LIMITS;

export const CreateReviewBodySchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5 stars.' })
    .int('Choose a rating from 1 to 5 stars.')
    .min(R.ratingMin, 'Choose a rating from 1 to 5 stars.')
    .max(R.ratingMax, 'Choose a rating from 1 to 5 stars.'),
  text: z
    .string({ message: 'Write a review.' })
    .trim()
    .min(R.textMin, `A review is at least ${R.textMin} characters.`)
    .max(R.textMax, `A review is at most ${R.textMax.toLocaleString('en-US')} characters.`),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;

export const ReviewResponseSchema = z.object({ success: z.literal(true), review: ReviewSchema });

export const ListReviewsQuerySchema = PageQuerySchema;
export const ListReviewsResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(ReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ListReviewsResponse = z.infer<typeof ListReviewsResponseSchema>;
