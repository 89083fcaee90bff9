import { useLocalTimes } from './format';

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
  const times = useLocalTimes();
  return (
    <time className={className} dateTime={iso}>
      {times[show](iso)}
    </time>
  );
}
