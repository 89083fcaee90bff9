import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser tests share one product instance and its seeded database, so the files that use up or change
 * what the others read run last, in this order:
 * - `sign-in-model`: its paths spend member@hub.example's failed-login budget (the lockout then refuses that
 *   account from a new browser), and other files sign in as that member;
 * - `member-area`: it adds public rows (a member profile, a published project) where other files count the
 *   seeded 7.
 * Other projects keep vitest's own order.
 */
const runLast = ['tests/e2e/sign-in-model.e2e.ts', 'tests/e2e/member-area.e2e.ts'];

const rank = (file: TestSpecification) => runLast.findIndex((name) => file.moduleId.endsWith(name));

export class SharedSeedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => rank(file) === -1),
      ...sorted.filter((file) => rank(file) !== -1).sort((a, b) => rank(a) - rank(b)),
    ];
  }
}
