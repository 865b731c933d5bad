import { describe, expect, it } from 'vitest';
import {
  commentBodyAsText,
  mentionedUserIds,
  mentionToken,
  parseCommentBody,
  resolveMentions,
} from './comment-mentions.js';

const AISYAH = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const BEN = '0b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('comment mentions', () => {
  it('cuts a body into text and mentions', () => {
    expect(parseCommentBody(`Hi @[Aisyah](${AISYAH}), see this`)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Aisyah', userId: AISYAH },
      { kind: 'text', text: ', see this' },
    ]);
  });

  it('reads a body without tokens as one text, markup and all', () => {
    expect(parseCommentBody('<b>@Aisyah</b>')).toEqual([{ kind: 'text', text: '<b>@Aisyah</b>' }]);
    expect(parseCommentBody('@[Aisyah](not-an-id)')).toEqual([{ kind: 'text', text: '@[Aisyah](not-an-id)' }]);
  });

  it('lists each mentioned id once', () => {
    expect(mentionedUserIds(`@[A](${AISYAH}) @[B](${BEN}) @[A](${AISYAH})`)).toEqual([AISYAH, BEN]);
  });

  it('makes a token a name with brackets cannot break', () => {
    expect(mentionToken({ name: 'Ben [site]\nLee', userId: BEN })).toBe(`@[Ben site Lee](${BEN})`);
    expect(parseCommentBody(mentionToken({ name: 'Ben [site]', userId: BEN }))).toHaveLength(1);
  });

  it('keeps members with their current name and turns anyone else into plain text', () => {
    const members = new Map([[AISYAH, 'Aisyah Rahman']]);
    expect(resolveMentions(`@[Ais](${AISYAH}) and @[Ben](${BEN})`, members)).toBe(
      `@[Aisyah Rahman](${AISYAH}) and @Ben`,
    );
  });

  it('says a body in plain words', () => {
    expect(commentBodyAsText(`Hi @[Aisyah](${AISYAH})!`)).toBe('Hi @Aisyah!');
  });
});
