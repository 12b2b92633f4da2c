import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import type { ButtonSize, ButtonTheme } from '@rv/domain/content';

interface Common {
  theme?: ButtonTheme;
  size?: ButtonSize;
  children: ReactNode;
}

type AsButton = Common & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
type AsLink = Common & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const classes = (theme: ButtonTheme, size: ButtonSize, extra?: string) => ['rv-button', `rv-button--${theme}`, `rv-button--${size}`, extra].filter(Boolean).join(' ');

/** The site's button in the spec's themes and sizes; renders a link when given an href. */
export function Button(props: AsButton | AsLink) {
  const { theme = 'primary', size = 'md', className, children, ...rest } = props;
  if (props.href !== undefined) {
    return <a className={classes(theme, size, className)} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>{children}</a>;
  }
  const { type = 'button', ...buttonRest } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return <button type={type} className={classes(theme, size, className)} {...buttonRest}>{children}</button>;
}
