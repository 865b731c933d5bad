import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A link that looks like a button, for navigation (a `Button` is for actions). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonStyles({ variant, size, className: className as string | undefined })} {...props} />;
}
