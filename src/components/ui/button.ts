import * as css from './button.css';

export interface ButtonOptions {
  tone?: keyof typeof css.tone;
  size?: keyof typeof css.size;
}

/** The class names of a button (or a link styled as one): `button({ tone: 'accent', size: 'sm' })`. */
export function button({ tone = 'primary', size = 'md' }: ButtonOptions = {}): string {
  return `${css.base} ${css.tone[tone]} ${css.size[size]}`;
}
