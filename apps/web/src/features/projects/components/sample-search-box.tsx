import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { useMutation } from '@tanstack/react-query';
import { Check, Loader2, Plus, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { projectsApi, useInvalidateProjects, useSampleSearch } from '../api';
import { SAMPLE_SEARCH_DEBOUNCE_MS } from '../constants';
import { sampleImageUrl } from '../sample-image-url';
import { SampleThumbnail } from './sample-thumbnail';

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type SampleSearchBoxProps = {
  projectId: string;
  boardId: string;
  /** the samples already on the board: shown as added, not offered again */
  boardSampleIds: string[];
};

/**
 * ADD SAMPLE (DESIGN.md §6): a combobox that searches the catalogue as you type and adds the chosen sample to the
 * board. Arrow keys move through the results (announced through aria-activedescendant), Enter adds, Escape closes.
 */
export function SampleSearchBox({ projectId, boardId, boardSampleIds }: SampleSearchBoxProps) {
  const t = useT('projects');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useDebounced(text.trim(), SAMPLE_SEARCH_DEBOUNCE_MS);
  const results = useSampleSearch(search);
  const invalidate = useInvalidateProjects();

  const options = text.trim() && search ? (results.data?.samples ?? []) : [];
  const isSearching = text.trim() !== search || results.isFetching;
  const showList = isOpen && text.trim().length > 0;

  const add = useMutation({
    mutationFn: (sample: TSampleSummary) => projectsApi.addSample(projectId, boardId, sample._id),
    onSuccess: () => {
      toast.success(t('spec.sampleAdded'));
      setText('');
      setIsOpen(false);
      setActiveIndex(-1);
      return invalidate();
    },
    onError: () => toast.error(t('spec.sampleAddFailed')),
  });

  const isOnBoard = (sample: TSampleSummary) => boardSampleIds.includes(sample._id);
  const choose = (sample: TSampleSummary | undefined) => {
    if (!sample || isOnBoard(sample) || add.isPending) return;
    add.mutate(sample);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showList) choose(options[activeIndex]);
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      } else {
        setText('');
      }
    }
  };

  const activeId = showList && activeIndex >= 0 && options[activeIndex] ? `${id}-option-${activeIndex}` : undefined;

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-xs font-semibold tracking-wider text-ink uppercase">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={text}
          aria-busy={add.isPending}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(inputStyles, 'pr-10 pl-10')}
        />
        {isSearching && text.trim() ? (
          <Loader2
            aria-hidden="true"
            className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 animate-spin text-muted"
          />
        ) : null}
      </div>

      <div
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-line bg-white shadow-popover',
          !showList && 'hidden',
        )}
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.listLabel')}
          className="max-h-96 overflow-y-auto p-1.5"
        >
          {options.map((sample, index) => {
            const added = isOnBoard(sample);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (aria-activedescendant)
              <div
                key={sample._id}
                tabIndex={-1}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                aria-disabled={added || undefined}
                // keep focus in the input so the click is not lost to its blur
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(sample)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2',
                  index === activeIndex && 'bg-surface',
                  added && 'cursor-default opacity-60',
                )}
              >
                <span className="size-11 shrink-0 overflow-hidden rounded-md bg-surface">
                  <SampleThumbnail
                    src={sampleImageUrl(sample)}
                    picture={sample.mainPicture}
                    sizes="44px"
                    alt=""
                    size={88}
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <span translate="no" className="block truncate text-sm font-medium text-ink">
                    {sample.name}
                  </span>
                  <span translate="no" className="block truncate text-xs text-muted">
                    {sample.manufacturerId.name} · {sample.sku}
                  </span>
                </span>
                {added ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-success">
                    <Check aria-hidden="true" className="size-3.5" /> {t('search.onBoard')}
                  </span>
                ) : (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-brand">
                    <Plus aria-hidden="true" className="size-3.5" /> {t('search.add')}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        {options.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted">
            {isSearching
              ? t('search.searching')
              : results.isError
                ? t('search.failed')
                : t('search.noMatch', { text: text.trim() })}
          </p>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {showList && !isSearching ? t('search.results', { count: options.length }) : ''}
      </p>
    </div>
  );
}
