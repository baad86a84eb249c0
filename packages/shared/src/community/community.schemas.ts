import { z } from 'zod';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  COMMUNITY_MESSAGES,
  QUESTION_CONTENT_MAX,
  QUESTION_SORTS,
  QUESTION_TAGS_MAX,
  QUESTION_TAGS_MIN,
  QUESTION_TITLE_MAX,
  TAG_MAX_LENGTH,
  VOTE_DIRECTIONS,
} from './community.constants.ts';

export const AuthorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string(),
  reputation: z.number().int(),
  isAI: z.boolean(),
});
export type Author = z.infer<typeof AuthorSchema>;

export const MyVoteSchema = z.enum(VOTE_DIRECTIONS).nullable();

export const QuestionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  author: AuthorSchema,
  tags: z.array(z.string()),
  votes: z.number().int(),
  answers: z.number().int(),
  views: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  isAnswered: z.boolean(),
  isFeatured: z.boolean(),
  acceptedAnswerId: z.uuid().nullable(),
  /** The caller's own vote; null without a token or without a vote. */
  myVote: MyVoteSchema,
});
export type Question = z.infer<typeof QuestionSchema>;

export const AnswerSchema = z.object({
  id: z.uuid(),
  questionId: z.uuid(),
  content: z.string(),
  author: AuthorSchema,
  votes: z.number().int(),
  views: z.number().int(),
  isAccepted: z.boolean(),
  createdAt: z.iso.datetime(),
  myVote: MyVoteSchema,
});
export type Answer = z.infer<typeof AnswerSchema>;

/** Tags: trimmed, lower-cased, non-empty, unique, 1 to 5 (part-1 §5). */
export const QuestionTagsSchema = z
  .array(z.string().trim().toLowerCase().max(TAG_MAX_LENGTH, `Tags must be at most ${TAG_MAX_LENGTH} characters`))
  .transform((tags) => [...new Set(tags.filter(Boolean))])
  .pipe(
    z
      .array(z.string())
      .min(QUESTION_TAGS_MIN, COMMUNITY_MESSAGES.askTagWarning)
      .max(QUESTION_TAGS_MAX, `Choose at most ${QUESTION_TAGS_MAX} tags`),
  );

export const CreateQuestionBodySchema = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(QUESTION_TITLE_MAX, `Title must be at most ${QUESTION_TITLE_MAX} characters`),
  content: z
    .string({ message: 'Details are required' })
    .trim()
    .min(1, 'Details are required')
    .max(QUESTION_CONTENT_MAX, `Details must be at most ${QUESTION_CONTENT_MAX} characters`),
  tags: QuestionTagsSchema,
});
export type CreateQuestionBody = z.infer<typeof CreateQuestionBodySchema>;
export type CreateQuestionInput = z.input<typeof CreateQuestionBodySchema>;

export const UpdateQuestionBodySchema = CreateQuestionBodySchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  'Send at least one of title, content or tags',
);
export type UpdateQuestionBody = z.infer<typeof UpdateQuestionBodySchema>;

export const ListQuestionsQuerySchema = z.object({
  sort: z.enum(QUESTION_SORTS).default('newest'),
  tag: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat()))
    .pipe(z.array(z.string().trim().toLowerCase().min(1).max(TAG_MAX_LENGTH)).max(QUESTION_TAGS_MAX)),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListQuestionsQuery = z.input<typeof ListQuestionsQuerySchema>;

export const QuestionIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a question id' }) });
export const AnswerParamsSchema = z.object({
  questionId: z.uuid({ message: 'must be a question id' }),
  answerId: z.uuid({ message: 'must be an answer id' }),
});

export const CreateAnswerBodySchema = z.object({
  content: z
    .string({ message: COMMUNITY_MESSAGES.answerTooShort })
    .trim()
    .min(ANSWER_MIN, COMMUNITY_MESSAGES.answerTooShort)
    .max(ANSWER_MAX, COMMUNITY_MESSAGES.answerTooLong),
});
export type CreateAnswerBody = z.infer<typeof CreateAnswerBodySchema>;

export const VoteBodySchema = z.object({ direction: z.enum(VOTE_DIRECTIONS, { message: "must be 'up' or 'down'" }) });
export type VoteBody = z.infer<typeof VoteBodySchema>;

export const ListQuestionsResponseSchema = z.object({
  success: z.literal(true),
  questions: z.array(QuestionSchema),
  nextCursor: z.string().nullable(),
});
export type ListQuestionsResponse = z.infer<typeof ListQuestionsResponseSchema>;
export const QuestionResponseSchema = z.object({ success: z.literal(true), question: QuestionSchema });
export const ListAnswersResponseSchema = z.object({ success: z.literal(true), answers: z.array(AnswerSchema) });
export const ListAnswersPageResponseSchema = ListAnswersResponseSchema.extend({ nextCursor: z.string().nullable() });
export const AnswerResponseSchema = z.object({ success: z.literal(true), answer: AnswerSchema });
export const VoteResponseSchema = z.object({ success: z.literal(true), votes: z.number().int(), myVote: MyVoteSchema });
export type VoteResponse = z.infer<typeof VoteResponseSchema>;
export const ViewResponseSchema = z.object({ success: z.literal(true), views: z.number().int(), counted: z.boolean() });
export const AcceptResponseSchema = z.object({
  success: z.literal(true),
  question: QuestionSchema,
  answer: AnswerSchema,
});
export const DeletedResponseSchema = z.object({ success: z.literal(true) });
