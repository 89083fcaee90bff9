import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** An admin management page (resources, blogs, projects): its heading row above its table. */
export const page = style({ display: 'grid', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.font.sizeXl, color: vars.color.brand, margin: 0 });

/** A form that is a page of its own: a readable width. */
export const formPanel = style({ maxWidth: '40rem' });
