import { BOARD_COMMENT_BODY_MAX } from '@samplebank/contracts/board-comments';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { inputStyles } from '../../../components/ui/input-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { bodyOf, composerTextOf, type Mentionable, mentionQueryAt } from '../comment-mentions-text';

type CommentComposerProps = {
  /** the board's members who may be mentioned (the writer is left out) */
  members: Mentionable[];
  /** sends the body (with mention tokens); resolves when the server took it */
  onSubmit: (body: string) => Promise<unknown>;
  /** a body to start from, when editing */
  initialBody?: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  isPending?: boolean;
  error?: string | null;
  onCancel?: () => void;
  autoFocus?: boolean;
};

const MAX_SUGGESTIONS = 6;

/**
 * A comment's text box. Typing `@` opens a list of the board's members, filtered as one types, chosen with the
 * arrow keys and Enter or Tab (Escape closes it) or by a click; a chosen member is sent as a mention token.
 */
export function CommentComposer({
  members,
  onSubmit,
  initialBody = '',
  label,
  submitLabel,
  pendingLabel,
  isPending = false,
  error,
  onCancel,
  autoFocus = false,
}: CommentComposerProps) {
  const t = useT('collaboration');
  const initial = useMemo(() => composerTextOf(initialBody), [initialBody]);
  const [text, setText] = useState(initial.text);
  const [mentioned, setMentioned] = useState<Mentionable[]>(initial.mentioned);
  const [caret, setCaret] = useState(initial.text.length);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !box.current) return;
    pendingCaret.current = null;
    box.current.focus();
    box.current.setSelectionRange(at, at);
  });
  const listId = useId();
  const hintId = useId();

  const query = mentionQueryAt(text, caret);
  const suggestions = query
    ? members
        .filter((member) => member.name.toLocaleLowerCase().includes(query.query.toLocaleLowerCase()))
        .slice(0, MAX_SUGGESTIONS)
    : [];
  const isOpen = query !== null && dismissedAt !== query.start;
  const body = bodyOf(text.trim(), mentioned);
  const over = body.length - BOARD_COMMENT_BODY_MAX;

  function pick(member: Mentionable) {
    if (!query) return;
    const inserted = `@${member.name} `;
    const next = text.slice(0, query.start) + inserted + text.slice(caret);
    const nextCaret = query.start + inserted.length;
    setText(next);
    setCaret(nextCaret);
    setMentioned((current) =>
      current.some((other) => other.userId === member.userId) ? current : [...current, member],
    );
    setActive(0);
    // placed once React has written the new text, before anything else is typed (a frame later, a fast typist's
    // next key would land before it and be moved)
    pendingCaret.current = nextCaret;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isOpen && suggestions.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(suggestions[Math.min(active, suggestions.length - 1)]!);
        return;
      }
    }
    if (isOpen && event.key === 'Escape') {
      // the list closes; the panel around stays open
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(query?.start ?? null);
      return;
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || over > 0 || isPending) return;
    try {
      await onSubmit(body);
      if (!initialBody) {
        setText('');
        setMentioned([]);
        setCaret(0);
      }
    } catch {
      // the caller shows the error; the words stay for another try
    }
  }

  const activeOption =
    isOpen && suggestions.length > 0 ? `${listId}-${Math.min(active, suggestions.length - 1)}` : undefined;
  return (
    <form onSubmit={submit} className="relative">
      <label className="sr-only" htmlFor={`${listId}-box`}>
        {label}
      </label>
      <textarea
        ref={box}
        id={`${listId}-box`}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noAutofocus: the person asked to write (Reply, Edit)
        autoFocus={autoFocus}
        rows={3}
        value={text}
        placeholder={t('composer.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        className={cn(inputStyles, 'min-h-20 resize-y py-2')}
      />
      {isOpen ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('mentions.listLabel')}
          className="absolute inset-x-0 bottom-full z-20 mb-1 max-h-56 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-popover"
        >
          {suggestions.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">{t('mentions.none')}</p>
          ) : (
            suggestions.map((member, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the text box owns the keyboard (aria-activedescendant)
              <div
                key={member.userId}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === Math.min(active, suggestions.length - 1)}
                // keep focus in the text box so the click is not lost to its blur
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(member)}
                translate="no"
                className={cn(
                  'cursor-pointer rounded-lg px-3 py-2 text-sm text-ink',
                  index === Math.min(active, suggestions.length - 1) && 'bg-surface',
                )}
              >
                {member.name}
              </div>
            ))
          )}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className={cn('text-xs', over > 0 ? 'text-danger' : 'text-muted')}>
          {over > 0
            ? t('composer.tooLong', { count: over })
            : BOARD_COMMENT_BODY_MAX - body.length < 200
              ? t('composer.remaining', { count: BOARD_COMMENT_BODY_MAX - body.length })
              : t('composer.hint')}
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
              {t('comments.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="dark" size="sm" disabled={!text.trim() || over > 0 || isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
      {error ? <ErrorMessage className="mt-2">{error}</ErrorMessage> : null}
    </form>
  );
}
