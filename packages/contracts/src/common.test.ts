import { describe, expect, it } from 'vitest';
import { isMultilineText, isSingleLineText, multilineText, singleLineText, TEXT_MESSAGES } from './common.js';

describe('the text a client may send', () => {
  it.each(['Oak veneer', 'Kayu Jati — 12 mm, ½ inch', 'Café Über Ñandú', 'Non\u00a0breaking space', '木材 🌳', ''])(
    'accepts %j on one line and in a textarea',
    (text) => {
      expect(isSingleLineText(text)).toBe(true);
      expect(isMultilineText(text)).toBe(true);
    },
  );

  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['backspace', 'a\u0008b'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a C1 control (CSI)', 'a\u009bb'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s on one line and in a textarea', (_, text) => {
    expect(isSingleLineText(text)).toBe(false);
    expect(isMultilineText(text)).toBe(false);
  });

  it.each([
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\r\nb'],
  ])('allows %s in a textarea only', (_, text) => {
    expect(isMultilineText(text)).toBe(true);
    expect(isSingleLineText(text)).toBe(false);
  });

  it('says so in words, before any other check of the field', () => {
    const name = singleLineText()
      .trim()
      .min(3, 'Name is too short')
      .regex(/^[a-z]+$/, 'Letters only');
    expect(name.safeParse('a\u0000').error?.issues[0]?.message).toBe(TEXT_MESSAGES.notAllowed);
    expect(
      multilineText()
        .safeParse('line\u0000')
        .error?.issues.map((issue) => issue.message),
    ).toEqual([TEXT_MESSAGES.notAllowed]);
    expect(multilineText().parse('one\n\ttwo\r\n')).toBe('one\n\ttwo\r\n');
  });
});
