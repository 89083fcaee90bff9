import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './pager.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** Where a page's link leads, for pagers whose page lives in the URL (`?page=`). */
export interface PageLink {
  to: string;
  search: Record<string, unknown>;
}

export interface PagerProps {
  /** Names the navigation landmark ('Members pages'). */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** 'numbered': a button per page; 'prevNext': Prev, 'Page X of Y', Next. */
  variant: 'numbered' | 'prevNext';
  /** Pages held by a machine: each button sends the page asked for. */
  onGoto?: (page: number) => void;
  /** Pages held by the URL: each page is a link instead of a button. */
  pageLink?: (page: number) => PageLink;
}

/** The one pager: a `nav` landmark; the current page carries `aria-current="page"`. Nothing for one page. */
export function Pager(props: PagerProps) {
  if (props.pageCount <= 1) return null;
  return (
    <nav className={css.pager} aria-label={props.label}>
      {props.variant === 'numbered' ? <NumberedPages {...props} /> : <PrevNext {...props} />}
    </nav>
  );
}

function NumberedPages({ page, pageCount, onGoto, pageLink }: PagerProps) {
  const { t } = useLingui();
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <ul className={css.list}>
      {pages.map((number) => (
        <li key={number}>
          <PageControl
            target={number}
            label={t`Page ${number}`}
            current={number === page}
            onGoto={onGoto}
            pageLink={pageLink}
          >
            {number}
          </PageControl>
        </li>
      ))}
    </ul>
  );
}

function PrevNext({ page, pageCount, onGoto, pageLink }: PagerProps) {
  return (
    <>
      <PageControl target={page - 1} disabled={page <= 1} onGoto={onGoto} pageLink={pageLink}>
        <Trans>Prev</Trans>
      </PageControl>
      <span className={css.position} aria-current="page">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      <PageControl target={page + 1} disabled={page >= pageCount} onGoto={onGoto} pageLink={pageLink}>
        <Trans>Next</Trans>
      </PageControl>
    </>
  );
}

interface PageControlProps {
  target: number;
  children: ReactNode;
  label?: string;
  current?: boolean;
  disabled?: boolean;
  onGoto?: ((page: number) => void) | undefined;
  pageLink?: ((page: number) => PageLink) | undefined;
}

function PageControl({ target, children, label, current, disabled, onGoto, pageLink }: PageControlProps) {
  const common = {
    className: css.page,
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (pageLink && !disabled) {
    const { to, search } = pageLink(target);
    return (
      <Link to={to as never} search={search as never} {...common}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" {...common} disabled={disabled} onClick={() => onGoto?.(target)}>
      {children}
    </button>
  );
}
