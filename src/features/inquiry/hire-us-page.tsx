import { LatestProjects } from '../info/latest-projects';
import { ServicesCards } from '../info/services-cards';
import { TrustedBy } from '../info/trusted-by';
import { ContactBlock } from './contact-block';
import { HiringProcess } from './hiring-process';
import type { inquiryLogic } from './inquiry.logic';

/** /hire-us: the process hero, the partners, the services, the contact block with the inquiry form. */
export function HireUsPage({ logic }: { logic?: typeof inquiryLogic }) {
  return (
    <>
      <title>Hire Us · Hub</title>
      <HiringProcess />
      <TrustedBy />
      <ContactBlock logic={logic} />
      <ServicesCards />
      <LatestProjects />
    </>
  );
}
