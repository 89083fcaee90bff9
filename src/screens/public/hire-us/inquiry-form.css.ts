import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { tablet: wide } = media;

export const form = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: `clamp(${vars.space.md}, 4vw, ${vars.space.xl})`,
  color: vars.color.text,
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const fullWidth = style({ '@media': { [wide]: { gridColumn: '1 / -1' } } });

export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSm });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xs });

const control = {
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
} as const;

export const input = style(control);

export const textarea = style({ ...control, resize: 'vertical' });

export const consent = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const checkbox = style({ width: '20px', height: '20px', marginTop: '2px', flexShrink: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });

export const errorBox = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
