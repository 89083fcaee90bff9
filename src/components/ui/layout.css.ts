import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** Centres a page section's content at the site's reading width. */
export const container = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const section = style({ paddingBlock: vars.space.section });

export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);

export const sectionTitle = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  marginBottom: vars.space.lg,
  textAlign: 'center',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
