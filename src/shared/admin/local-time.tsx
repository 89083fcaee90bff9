import { useFormat } from '@/i18n/format';

/** A stored time as a `<time>`, in the page's language: 'dateTime' (default), 'date' or 'time'. */
export function LocalTime({
  iso,
  show = 'dateTime',
  className,
}: {
  iso: string;
  show?: 'dateTime' | 'date' | 'time';
  className?: string;
}) {
  const format = useFormat();
  return (
    <time className={className} dateTime={iso}>
      {format[show](iso)}
    </time>
  );
}
