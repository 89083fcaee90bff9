import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** The fields of the admin and member forms (task, project, blog): label above, error below. */
export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const input = style({
  minHeight: '44px',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &[readonly]': { background: vars.color.surfaceAlt },
    '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.brand });

export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

/** A chosen image shown before it is uploaded. */
export const preview = style({
  maxWidth: '12rem',
  maxHeight: '8rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const progress = style({ width: '100%', accentColor: vars.color.brand });
