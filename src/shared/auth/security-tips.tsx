import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { disclosureMachine } from '@machines/disclosure.machine';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { actions } from '@/components/ui/modal.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import * as css from './security-tips.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The six-step login guide of the spec, in order. */
const securitySteps = [
  msg`Fill in your email and password.`,
  msg`Click login.`,
  msg`Receive an OTP by email.`,
  msg`Enter the OTP in the form.`,
  msg`If you have no account, register first.`,
  msg`After registering, you receive a verification link by email.`,
] as const;

/**
 * 'Security Tips': opens the kit's modal with the six steps and a Close button. Focus moves into the
 * dialog and stays there, Escape or Close closes it, and focus returns to the link.
 */
export function SecurityTips() {
  const [snapshot, send] = useActor(disclosureMachine, { inspect });
  const close = () => send({ type: 'panel.dismiss' });
  const { t, i18n } = useLingui();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={css.trigger}
        onClick={() => send({ type: 'panel.toggle' })}
      >
        <Trans>Security Tips</Trans>
      </button>
      <Modal open={snapshot.matches('open')} title={t`Security Tips`} onClose={close}>
        <ol className={css.steps}>
          {securitySteps.map((step) => (
            <li key={step.id}>{i18n._(step)}</li>
          ))}
        </ol>
        <div className={actions}>
          <button type="button" className={button({ tone: 'primary' })} onClick={close}>
            <Trans>Close</Trans>
          </button>
        </div>
      </Modal>
    </>
  );
}
