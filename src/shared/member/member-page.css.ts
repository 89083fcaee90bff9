import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** The frame every member-area page shares: a heading row (title and its main action) above the content. */
export const page = style({ display: 'grid', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.font.sizeXl, color: vars.color.brand, margin: 0 });

/** A line of secondary text under a value (a rejection reason, a percentage). */
export const note = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** A record's facts as a two-column list of terms and values. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ fontWeight: 700, color: vars.color.textMuted });

export const definition = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const picture = style({
  width: '100%',
  maxWidth: '40rem',
  height: 'auto',
  borderRadius: vars.radius.md,
});
