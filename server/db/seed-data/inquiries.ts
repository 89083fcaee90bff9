import type { InquiryStatus, NewInquiryRow } from '../schema';

const hour = 60 * 60 * 1000;

interface InquirySample {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  jobTitle: string;
  country: string;
  message: string;
  status: InquiryStatus;
  hoursAgo: number;
}

const samples: InquirySample[] = [
  {
    firstName: 'Samuel',
    lastName: 'Okello',
    email: 'samuel.okello@savannapay.example',
    companyName: 'SavannaPay',
    jobTitle: 'CTO',
    country: 'Uganda',
    message:
      'We need two full-stack developers for three months to build a merchant dashboard for our payment gateway.',
    status: 'Pending',
    hoursAgo: 5,
  },
  {
    firstName: 'Amina',
    lastName: 'Wanjiru',
    email: 'amina@greenroute.example',
    companyName: 'GreenRoute Logistics',
    jobTitle: 'Operations Manager',
    country: 'Kenya',
    message: 'Looking for a team to build a driver app with offline maps and delivery proof photos.',
    status: 'Approved',
    hoursAgo: 30,
  },
  {
    firstName: 'Olivier',
    lastName: 'Nshimiyimana',
    email: 'olivier@kivubrew.example',
    companyName: 'Kivu Brew',
    jobTitle: 'Founder',
    country: 'Rwanda',
    message: 'We want an online shop with MTN Mobile Money checkout and stock tracking for our two cafés.',
    status: 'Pending',
    hoursAgo: 52,
  },
  {
    firstName: 'Sarah',
    lastName: 'Mitchell',
    email: 'sarah.mitchell@brightlearn.example',
    companyName: 'BrightLearn',
    jobTitle: 'Product Lead',
    country: 'United Kingdom',
    message:
      'Could your designers run a usability study of our e-learning app with secondary school students in Rwanda?',
    status: 'Approved',
    hoursAgo: 80,
  },
  {
    firstName: 'Baraka',
    lastName: 'Mushi',
    email: 'baraka@zanzitours.example',
    companyName: 'ZanziTours',
    jobTitle: 'Marketing Director',
    country: 'Tanzania',
    message: 'We need a booking website in English and Swahili with a tour calendar.',
    status: 'Rejected',
    hoursAgo: 120,
  },
  {
    firstName: 'Daniel',
    lastName: 'Kim',
    email: 'daniel.kim@northwind.example',
    companyName: 'Northwind Health',
    jobTitle: 'Engineering Manager',
    country: 'Canada',
    message: 'We are looking for a security review of our patient portal before launch in East Africa.',
    status: 'Pending',
    hoursAgo: 150,
  },
  {
    firstName: 'Chantal',
    lastName: 'Uwimana',
    email: 'chantal@imbutofoundation.example',
    companyName: 'Imbuto Learning Trust',
    jobTitle: 'Programme Coordinator',
    country: 'Rwanda',
    message: 'We would like a data dashboard for our school feeding programme across five districts.',
    status: 'Approved',
    hoursAgo: 200,
  },
  {
    firstName: 'Michael',
    lastName: 'Turner',
    email: 'm.turner@atlasagri.example',
    companyName: 'Atlas Agri',
    jobTitle: 'Head of Digital',
    country: 'United States',
    message:
      'We want to extend our farm-management app with SMS notifications for farmers without smartphones.',
    status: 'Pending',
    hoursAgo: 260,
  },
  {
    firstName: 'Grace',
    lastName: 'Achieng',
    email: 'grace.achieng@lakeside.example',
    companyName: 'Lakeside Microfinance',
    jobTitle: 'IT Manager',
    country: 'Kenya',
    message: 'Please quote for migrating our loan records to a new PostgreSQL-backed system.',
    status: 'Rejected',
    hoursAgo: 330,
  },
  {
    firstName: 'Emmanuel',
    lastName: 'Habyarimana',
    email: 'emmanuel@virungaeco.example',
    companyName: 'Virunga Eco Lodges',
    jobTitle: 'General Manager',
    country: 'Rwanda',
    message: 'We need a reservation system for gorilla-trekking packages that syncs with our front desk.',
    status: 'Pending',
    hoursAgo: 410,
  },
  {
    firstName: 'Fatima',
    lastName: 'Diallo',
    email: 'fatima.diallo@sahelsolar.example',
    companyName: 'Sahel Solar',
    jobTitle: 'COO',
    country: 'Other',
    message: 'Looking for developers to build a pay-as-you-go solar customer portal with USSD access.',
    status: 'Approved',
    hoursAgo: 500,
  },
  {
    firstName: 'Peter',
    lastName: 'Ssemwogerere',
    email: 'peter@kampalacode.example',
    companyName: 'Kampala Code Works',
    jobTitle: 'Partner',
    country: 'Uganda',
    message: 'We are interested in a partnership to share React and Node developers on client projects.',
    status: 'Pending',
    hoursAgo: 620,
  },
];

/** A dozen hire-us inquiries with mixed statuses, newest first. */
export function sampleInquiries(now: Date): NewInquiryRow[] {
  return samples.map(({ hoursAgo, ...sample }) => ({
    ...sample,
    consent: true,
    createdAt: new Date(now.getTime() - hoursAgo * hour),
  }));
}

const statusCycle: readonly InquiryStatus[] = ['Pending', 'Approved', 'Pending', 'Rejected'];

/**
 * `count` generated inquiries for the benchmark (`npm run bench:admin`): the samples' people and texts
 * with a numbered address, statuses Pending / Approved / Rejected in a 2:1:1 mix, one every 7 minutes
 * going back from `now`. Deterministic.
 */
export function generatedInquiries(now: Date, count: number, start = 0): NewInquiryRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const { hoursAgo: _hours, status: _status, ...sample } = samples[n % samples.length]!;
    const [local, domain] = sample.email.split('@');
    return {
      ...sample,
      email: `${local}+${n}@${domain}`,
      status: statusCycle[n % statusCycle.length]!,
      consent: true,
      createdAt: new Date(now.getTime() - (n + 1) * 7 * 60 * 1000),
    };
  });
}
