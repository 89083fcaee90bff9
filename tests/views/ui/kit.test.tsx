import { badgeCountText } from '@contracts/badge';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountBadge, StatusBadge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { LoadStatus } from '@/components/ui/load-state';
import { MenuButton } from '@/components/ui/menu-button';
import { Modal } from '@/components/ui/modal';
import { Pager } from '@/components/ui/pager';
import { Tabs } from '@/components/ui/tabs';

/** A page with an opener and a modal holding two buttons (tests keep the open flag in React here). */
function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Reply to Inquiry" onClose={() => setOpen(false)}>
        <button type="button">First</button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps Tab, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reply to Inquiry' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'First' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Last' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Last' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('ConfirmDialog', () => {
  it('starts on Cancel, shows the error, and disables both buttons while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const props = {
      open: true,
      title: 'Delete Confirmation',
      question: 'Are you sure you want to delete this inquiry?',
      confirmLabel: 'Delete',
      busyLabel: 'Deleting...',
      onConfirm,
      onCancel,
    };
    const { rerender } = render(<ConfirmDialog {...props} error="Failed to delete inquiry" />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to delete this inquiry?')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to delete inquiry');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialog {...props} busy />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });
});

describe('badges', () => {
  it("caps counts above 99 at '99+'", () => {
    expect(badgeCountText(0)).toBe('0');
    expect(badgeCountText(99)).toBe('99');
    expect(badgeCountText(100)).toBe('99+');
    render(<CountBadge count={250} label={(count) => `${count} pending inquiries`} />);
    const badge = screen.getByRole('img', { name: '250 pending inquiries' });
    expect(badge.textContent).toBe('99+');
  });

  it('shows a status word', () => {
    render(<StatusBadge tone="success">Approved</StatusBadge>);
    expect(screen.getByText('Approved')).toBeTruthy();
  });
});

describe('Pager', () => {
  it("numbered: one button per page, the current one marked; prevNext: 'Page X of Y'", async () => {
    const user = userEvent.setup();
    const onGoto = vi.fn();
    const { rerender } = render(
      <Pager label="Members pages" variant="numbered" page={2} pageCount={3} onGoto={onGoto} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Members pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { current: 'page' }).textContent).toBe('2');
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onGoto).toHaveBeenLastCalledWith(3);

    rerender(<Pager label="Inquiry pages" variant="prevNext" page={1} pageCount={2} onGoto={onGoto} />);
    const prevNext = screen.getByRole('navigation', { name: 'Inquiry pages' });
    expect(prevNext.textContent).toContain('Page 1 of 2');
    expect(within(prevNext).getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    await user.click(within(prevNext).getByRole('button', { name: 'Next' }));
    expect(onGoto).toHaveBeenLastCalledWith(2);

    rerender(<Pager label="Inquiry pages" variant="prevNext" page={1} pageCount={1} onGoto={onGoto} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('DataTable', () => {
  const columns = [
    { key: 'title', header: 'Title', cell: (row: { id: string; title: string }) => row.title },
  ];
  it('has a caption, headers, rows and row actions; loading and empty rows', () => {
    const { rerender } = render(
      <DataTable
        caption="Blogs"
        columns={columns}
        rows={[{ id: 'a', title: 'First post' }]}
        rowKey={(row) => row.id}
        emptyText="No blogs yet."
        actions={(row) => <button type="button">{`Edit ${row.title}`}</button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Blogs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Action']);
    expect(within(table).getByRole('button', { name: 'Edit First post' })).toBeTruthy();
    rerender(
      <DataTable
        caption="Blogs"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="No blogs yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No blogs yet.' })).toBeTruthy();
    rerender(
      <DataTable
        caption="Blogs"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        loading
        emptyText="x"
      />,
    );
    expect(screen.getByRole('cell', { name: 'Loading…' })).toBeTruthy();
  });
});

describe('Tabs', () => {
  function TabsHarness() {
    const [selected, setSelected] = useState<'upcoming' | 'past'>('upcoming');
    return (
      <Tabs
        label="Events"
        tabs={[
          { id: 'upcoming', label: 'Upcoming' },
          { id: 'past', label: 'Past' },
        ]}
        selected={selected}
        onSelect={setSelected}
      >
        {`${selected} events`}
      </Tabs>
    );
  }
  it('selects with the arrow keys and labels the panel by its tab', async () => {
    const user = userEvent.setup();
    render(<TabsHarness />);
    const upcoming = screen.getByRole('tab', { name: 'Upcoming' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' }).textContent).toBe('upcoming events');
    upcoming.focus();
    await user.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past' });
    expect(past.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(past);
    expect(screen.getByRole('tabpanel', { name: 'Past' }).textContent).toBe('past events');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('MenuButton', () => {
  it('opens with focus on the first item, moves with arrows, Escape returns focus', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    render(
      <MenuButton
        id="menu-1"
        label="Actions for Acme"
        items={[
          { label: 'View', onSelect: onView },
          { label: 'Delete', onSelect: () => {} },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Acme' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Actions for Acme' });
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'View' })),
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(onView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });
});

describe('Banner and LoadStatus', () => {
  it('announces errors as alerts and notes as status', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <>
        <Banner tone="info">Saved</Banner>
        <LoadStatus
          state="failed"
          loadingText="Loading…"
          error="Failed to fetch inquiries"
          onRetry={onRetry}
        />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch inquiries');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
