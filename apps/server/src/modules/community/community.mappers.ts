import type { Answer, Author, Question } from '@app/shared/community/community.schemas';
import type { AnswerWithAuthor } from './answers.repository.ts';
import type { QuestionWithAuthor } from './questions.repository.ts';

type AuthorRow = QuestionWithAuthor['author'];

function toAuthor(row: AuthorRow): Author {
  return { id: row.id, name: row.name, avatar: row.avatarSeed, reputation: row.reputation, isAI: row.isAi };
}

function toMyVote(value: number | null): 'up' | 'down' | null {
  if (value === 1) return 'up';
  if (value === -1) return 'down';
  return null;
}

export function toQuestion(row: QuestionWithAuthor): Question {
  const { question } = row;
  return {
    id: question.id,
    title: question.title,
    content: question.content,
    author: toAuthor(row.author),
    tags: question.tags,
    votes: question.votes,
    answers: question.answersCount,
    views: question.views,
    createdAt: question.createdAt.toISOString(),
    updatedAt: question.updatedAt.toISOString(),
    isAnswered: question.acceptedAnswerId !== null,
    isFeatured: question.isFeatured,
    acceptedAnswerId: question.acceptedAnswerId,
    myVote: toMyVote(row.myVote),
  };
}

export function toAnswer(row: AnswerWithAuthor): Answer {
  const { answer } = row;
  return {
    id: answer.id,
    questionId: answer.questionId,
    content: answer.content,
    author: toAuthor(row.author),
    votes: answer.votes,
    views: answer.views,
    isAccepted: answer.isAccepted,
    createdAt: answer.createdAt.toISOString(),
    myVote: toMyVote(row.myVote),
  };
}
