import { adminStatsMessages, statFailureMessage, statKeys } from '@contracts/admin-stats';
import type { RevenueStat } from '@contracts/revenue';
import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { translateSourceText } from '@/i18n/texts';
import { countActorNames } from '@/screens/admin/admin-dashboard/admin-stats.machine';
import { renderLoadedQueue } from '../support/admin/queue-render';
import { createAdminDashboardDeferred, renderDashboardPart } from '../support/admin-dashboard-view';
import { firstPage, renderMembers } from '../support/admin-members-view';
import { createDeferredActors } from '../support/deferred-actors';

afterEach(async () => {
  await activateLanguage('en');
});

describe('the admin area in French', () => {
  it('/Admin-members: heading, column headers, badges and row buttons', async () => {
    await activateLanguage('fr');
    const deferred = createDeferredActors(['fetchPage', 'updateItem']);
    await renderMembers(deferred);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchPage', output: firstPage }));

    expect(screen.getByRole('heading', { level: 1, name: 'Membres' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Rôle demandé' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Attribuer le rôle' })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Désactiver Aline Uwase' })).toBeTruthy();
    expect(screen.getAllByText('Non vérifié').length).toBeGreaterThan(0);
    expect(screen.queryByText('Grant role')).toBeNull();
    expect(screen.queryByText('Requested role')).toBeNull();
  });

  it('/hire-requests: heading, tabs and statuses in French, what the inquirer wrote as written', async () => {
    await activateLanguage('fr');
    await renderLoadedQueue();

    expect(screen.getByRole('heading', { level: 1, name: 'Demandes « Engagez-nous »' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Toutes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'En attente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
    expect(screen.getAllByText(/^De : /).length).toBeGreaterThan(0);
    expect(screen.queryByText('Hire Us Requests')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Pending' })).toBeNull();
  });

  it('the revenue panel: labels, month names and money in French', async () => {
    await activateLanguage('fr');
    const stats: RevenueStat[] = [
      { year: 2025, month: 1, revenue: 2500 },
      { year: 2025, month: 2, revenue: 12345 },
    ];
    const deferred = createAdminDashboardDeferred();
    await renderDashboardPart('revenue', deferred, { now: new Date(2025, 2, 15) });
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchRevenueStats', output: stats }));

    expect(screen.getByLabelText(/^Année/)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Revenus mensuels de 2025')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'janv.' })).toBeTruthy();
    expect(within(table).getByText(/^12\s345\s\$US$/)).toBeTruthy();
    expect(screen.getByText(/^14,8\sk\$$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.queryByText('Year')).toBeNull();
    expect(screen.queryByText('$12,345')).toBeNull();
  });

  it('the revenue panel names the months from the catalog in Kinyarwanda (browsers have no such names)', async () => {
    await activateLanguage('rw');
    const deferred = createAdminDashboardDeferred();
    await renderDashboardPart('revenue', deferred, { now: new Date(2025, 2, 15) });
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchRevenueStats',
        output: [{ year: 2025, month: 1, revenue: 2500 }] satisfies RevenueStat[],
      }),
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Mut.' })).toBeTruthy();
    expect(within(table).queryByRole('rowheader', { name: /^(Jan|janv\.)$/ })).toBeNull();
  });

  it("the stat tiles' failures name the API in French", async () => {
    await activateLanguage('fr');
    const deferred = createAdminDashboardDeferred();
    await renderDashboardPart('adminStats', deferred, { hasAuthToken: true });
    await act(async () =>
      deferred.settle({
        type: `xstate.error.actor.${countActorNames.users}`,
        error: { kind: 'invalid-response' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      "Erreur : Réponse mal formée de l'API des utilisateurs",
    );
    expect(screen.queryByText(/Malformed/)).toBeNull();
  });

  it('each API name of the stat failures in French', async () => {
    await activateLanguage('fr');
    const shown = (key: (typeof statKeys)[number], kind: 'http' | 'invalid-response') =>
      translateSourceText(i18n, statFailureMessage(key, kind === 'http' ? { kind, status: 500 } : { kind }));
    expect(statKeys.map((key) => shown(key, 'http'))).toEqual([
      "La requête à l'API des utilisateurs a échoué",
      "La requête à l'API des projets a échoué",
      "La requête à l'API des ressources a échoué",
      "La requête à l'API du blog a échoué",
      "La requête à l'API des demandes d'embauche a échoué",
      "La requête à l'API des tâches a échoué",
    ]);
    expect(shown('inquiries', 'invalid-response')).toBe(
      "Réponse mal formée de l'API des demandes d'embauche",
    );
    expect(translateSourceText(i18n, adminStatsMessages.fallback)).not.toBe(adminStatsMessages.fallback);
  });
});
