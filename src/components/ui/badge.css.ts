import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  lineHeight: 1,
});

const statusBase = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: '2px',
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});

export const status = styleVariants({
  success: [statusBase, { background: vars.color.successSoft, color: vars.color.success }],
  danger: [statusBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  warning: [statusBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  info: [statusBase, { background: vars.color.brandTint, color: vars.color.brand }],
  neutral: [statusBase, { background: vars.color.surfaceAlt, color: vars.color.textMuted }],
});
