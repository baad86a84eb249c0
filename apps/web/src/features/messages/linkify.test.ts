import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const text = (value: string) => ({ kind: 'text', text: value });
const link = (value: string, href = value) => ({ kind: 'link', text: value, href });

describe('turning the addresses in a message into links', () => {
  it('leaves a message without an address as one piece of text, newlines included', () => {
    expect(linkify('Hello!\nWhen can you start?')).toEqual([text('Hello!\nWhen can you start?')]);
  });

  it('links a bare https address between words', () => {
    expect(linkify('My portfolio: https://ada.dev/work and more')).toEqual([
      text('My portfolio: '),
      link('https://ada.dev/work'),
      text(' and more'),
    ]);
  });

  it('links http too, several per message, across lines', () => {
    expect(linkify('http://a.example\nhttps://b.example/x?y=1#z')).toEqual([
      link('http://a.example', 'http://a.example/'),
      text('\n'),
      link('https://b.example/x?y=1#z'),
    ]);
  });

  it('leaves the punctuation that ends a sentence outside the link', () => {
    expect(linkify('See https://ada.dev/cv. Thanks!')).toEqual([
      text('See '),
      link('https://ada.dev/cv'),
      text('. Thanks!'),
    ]);
  });

  it('keeps brackets the address opens and drops the ones it does not', () => {
    expect(linkify('(see https://ada.dev/a)')).toEqual([text('(see '), link('https://ada.dev/a'), text(')')]);
    expect(linkify('https://en.wikipedia.org/wiki/Kanban_(development)')).toEqual([
      link('https://en.wikipedia.org/wiki/Kanban_(development)'),
    ]);
  });

  it('never links other schemes, so javascript: and data: addresses stay text', () => {
    for (const body of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.example/a', 'www.ada.dev']) {
      expect(linkify(body)).toEqual([text(body)]);
    }
  });

  it('keeps markup as text: an address stops at an angle bracket and the tags are not links', () => {
    expect(linkify('<b>bold</b> <a href="https://evil.example">x</a>')).toEqual([
      text('<b>bold</b> <a href="'),
      link('https://evil.example', 'https://evil.example/'),
      text('">x</a>'),
    ]);
  });

  it('leaves a scheme with no address after it as text', () => {
    expect(linkify('Try https:// later')).toEqual([text('Try https:// later')]);
  });
});
