import { describe, expect, it } from 'vitest';
import { applyVote } from './vote-rules';

describe('applyVote', () => {
  it('adds a first vote', () => {
    expect(applyVote({ votes: 3, myVote: null }, 'up')).toEqual({ votes: 4, myVote: 'up' });
    expect(applyVote({ votes: 3, myVote: null }, 'down')).toEqual({ votes: 2, myVote: 'down' });
  });

  it('removes the vote when the same direction is chosen again', () => {
    expect(applyVote({ votes: 4, myVote: 'up' }, 'up')).toEqual({ votes: 3, myVote: null });
    expect(applyVote({ votes: 2, myVote: 'down' }, 'down')).toEqual({ votes: 3, myVote: null });
  });

  it('switches to the opposite direction', () => {
    expect(applyVote({ votes: 4, myVote: 'up' }, 'down')).toEqual({ votes: 2, myVote: 'down' });
    expect(applyVote({ votes: 2, myVote: 'down' }, 'up')).toEqual({ votes: 4, myVote: 'up' });
  });
});
