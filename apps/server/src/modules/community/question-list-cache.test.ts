import { describe, expect, it } from 'vitest';
import { questionPageBody, withoutVotes, withViewerVotes } from './question-list-cache.ts';

const text = (id: string, vote: string) => `{"id":"${id}","title":"T \\"myVote\\":null}","myVote":${vote}}`;

describe('the question list built on the cached page', () => {
  it("writes in the viewer's votes, and leaves the other questions with nobody's vote", () => {
    const parts = {
      ids: ['a', 'b', 'c'],
      items: [text('a', 'null'), text('b', 'null'), text('c', 'null')],
      nextCursor: null,
    };
    const items = withViewerVotes(parts, { a: 1, c: -1 });
    expect(items.map((item) => JSON.parse(item).myVote)).toEqual(['up', null, 'down']);
    expect(JSON.parse(items[0] ?? '').title).toBe('T "myVote":null}');
  });

  it("takes every vote out of a viewer's page, and refuses a text the database did not write", () => {
    expect(withoutVotes([text('a', '"up"'), text('b', 'null'), text('c', '"down"')])).toEqual([
      text('a', 'null'),
      text('b', 'null'),
      text('c', 'null'),
    ]);
    expect(withoutVotes([text('a', 'null'), '{"id":"b","myVote":"sideways"}'])).toBeNull();
  });

  it('sends the page as the list answer', () => {
    expect(JSON.parse(questionPageBody([text('a', 'null')], 'next'))).toEqual({
      success: true,
      questions: [{ id: 'a', title: 'T "myVote":null}', myVote: null }],
      nextCursor: 'next',
    });
  });
});
