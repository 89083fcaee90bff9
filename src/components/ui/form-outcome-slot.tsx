import { useHydrated } from '@/lib/use-hydrated';

export interface FormOutcomeSlotProps {
  /** The slot's name (`pageFormSlots`, `fieldSlot(name)` in @contracts/page-forms). */
  name: string;
  /** How the message looks: the class the form's own message of that kind has. */
  className: string;
  role?: 'alert' | 'status';
  /** For a field's slot, the id its input's `aria-describedby` points at once the server fills it. */
  id?: string;
}

/**
 * Where the server writes a form's outcome into the prerendered page when the browser posted the form
 * itself (no scripts): empty and hidden in the prerender and while it hydrates, gone afterwards, when the
 * form shows its own messages.
 */
export function FormOutcomeSlot({ name, className, role = 'alert', id }: FormOutcomeSlotProps) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return <p data-form-slot={name} id={id} className={className} role={role} hidden />;
}
