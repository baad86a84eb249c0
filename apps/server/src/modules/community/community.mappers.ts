import type { Answer, Author } from '@app/shared/community/community.schemas';
import type { AnswerWithAuthor } from './answers.repository.ts';

type AuthorRow = AnswerWithAuthor['author'];

function toAuthor(row: AuthorRow): Author {
  return { id: row.id, name: row.name, avatar: row.avatarSeed, reputation: row.reputation, isAI: row.isAi };
}

function toMyVote(value: number | null): 'up' | 'down' | null {
  if (value === 1) return 'up';
  if (value === -1) return 'down';
  return null;
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
