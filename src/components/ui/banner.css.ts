import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  margin: 0,
});

export const tone = styleVariants({
  error: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
  success: [base, { background: vars.color.successSoft, color: vars.color.success }],
  info: [base, { background: vars.color.brandTint, color: vars.color.brand }],
});
