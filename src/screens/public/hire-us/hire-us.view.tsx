import { useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import { LatestProjects } from '@/shared/info/latest-projects';
import { ServicesCards } from '@/shared/info/services-cards';
import { TrustedBy } from '@/shared/info/trusted-by';
import { ContactBlock } from './contact-block';
import { hireUsLogic } from './hire-us.logic';
import { HiringProcess } from './hiring-process';
import { INQUIRY_FORM_ID, InquiryForm } from './inquiry-form';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const focusFirstInquiryError = focusFirstInvalid(INQUIRY_FORM_ID);

/**
 * /hire-us: the process hero, the partners, the contact block with the inquiry form, the services, the latest
 * projects. One screen machine (hire-us.machine.ts) holds the form's values and rules; this view renders and
 * sends.
 */
export function HireUsView({ logic = hireUsLogic }: { logic?: typeof hireUsLogic }) {
  const { t } = useLingui();
  const [snapshot, send] = useActor(logic.provide({ actions: { focusFirstError: focusFirstInquiryError } }), {
    inspect,
  });
  return (
    <>
      <title>{t`Hire Us · Hub`}</title>
      <HiringProcess />
      <TrustedBy />
      <ContactBlock>
        <InquiryForm snapshot={snapshot} send={send} />
      </ContactBlock>
      <ServicesCards />
      <LatestProjects />
    </>
  );
}
