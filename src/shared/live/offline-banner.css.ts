import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.font.sizeSm,
});

export const retry = style({
  minHeight: '24px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
