import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { inputStyles } from './input-styles';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** classes for the wrapper that holds the input and its toggle (the input takes `className`) */
  wrapperClassName?: string;
};

/**
 * A password input with a Show/Hide button inside its right edge. The button sits over the input's
 * padding, so toggling never moves the text or the layout; it is a real button, so Tab reaches it.
 */
export function PasswordInput({ className, wrapperClassName, disabled, ...inputProps }: PasswordInputProps) {
  const t = useT('common');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={cn('relative', wrapperClassName)}>
      <input
        {...inputProps}
        disabled={disabled}
        type={isVisible ? 'text' : 'password'}
        // a shown password must not be sent to a spelling service or capitalised by a phone keyboard
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        className={cn(className ?? inputStyles, 'pr-12')}
      />
      <button
        type="button"
        aria-pressed={isVisible}
        aria-label={isVisible ? t('password.hide') : t('password.show')}
        title={isVisible ? t('password.hide') : t('password.show')}
        disabled={disabled}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
