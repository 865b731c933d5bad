import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'dark' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong shadow-card',
  dark: 'bg-ink text-white hover:bg-ink-soft shadow-card',
  secondary: 'border border-line-strong bg-white text-ink hover:border-ink hover:bg-canvas',
  ghost: 'text-ink hover:bg-surface',
  light: 'bg-white text-ink hover:bg-surface shadow-card',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-10 justify-center',
};

/** The class names of a button look, shared by `Button` and `ButtonLink`. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-full font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}
