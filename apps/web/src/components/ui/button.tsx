import type { ComponentPropsWithRef } from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}
