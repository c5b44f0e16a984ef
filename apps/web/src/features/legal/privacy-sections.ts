import type { LegalSection } from './components/legal-document';

export const PRIVACY_LAST_UPDATED = '2022-08-10';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'scope',
    heading: 'Who we are and what this policy covers',
    paragraphs: [
      'TopGear Perform, based in Dhaka, Bangladesh, provides a workforce performance and HR management platform. This policy explains how we handle personal information when you visit our website, book a demo, subscribe to our newsletter, contact us or use the TopGear Perform dashboard.',
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    paragraphs: [
      'Information you give us: your name, email address, phone number, company, address, age, gender and job role when you register; the details you enter when you book a demo or contact us; and the content you create in the dashboard, such as tasks, goals, notes, reviews, days off, emergency contacts, chat messages and news posts.',
      'Information collected automatically: technical data such as your browser type, device, IP address, the pages you visit and the time of your visit, which we use to keep the Service secure and working well.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'How we use your information',
    paragraphs: [
      'We use personal information to create and run your account, provide the features your organisation has chosen, schedule and confirm demos, answer your questions, send the newsletter you asked for, protect the Service against misuse and improve it based on how it is used.',
      'We do not sell your personal information, and we do not use the content of your reviews, goals or notes to advertise to you.',
    ],
  },
  {
    id: 'employers-and-employees',
    heading: 'Employers and employees',
    paragraphs: [
      "When an organisation uses TopGear Perform for its staff, the organisation decides what employee information is entered and who can see it. In that case we process the information on the organisation's behalf and according to its instructions. If you are an employee, your employer's own privacy notice also applies, and you can direct questions about it to your HR team.",
    ],
  },
  {
    id: 'sharing',
    heading: 'When we share information',
    paragraphs: [
      'We share personal information only with trusted service providers who help us run the Service, such as hosting, email delivery and payment processing companies, and only as far as they need it to do that work for us under a confidentiality agreement.',
      'We may also disclose information when the law requires it, to protect the rights and safety of our users or the public, or as part of a merger or acquisition, in which case this policy continues to protect it.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'We use a small number of cookies that are essential for signing in and keeping your session secure. We do not use advertising cookies. You can block cookies in your browser settings, but you will then be unable to sign in to the dashboard.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep information',
    paragraphs: [
      'We keep personal information for as long as your account is active or as long as we need it to provide the Service. When an account is closed, we delete or anonymise its data within a reasonable period, except for records we must keep to meet legal, tax or accounting obligations.',
    ],
  },
  {
    id: 'security',
    heading: 'How we protect information',
    paragraphs: [
      'We protect personal information with encryption in transit, hashed passwords, access controls that limit who can see each record, and regular reviews of our systems. No method of transmission or storage is completely secure, but we work continuously to keep your data safe and will tell you promptly if a breach affects you.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [
      'You can ask us to give you a copy of the personal information we hold about you, to correct it, to delete it, to restrict how we use it or to hand it over in a portable format. You can also unsubscribe from our newsletter at any time.',
      'Send your request through our Contact page. We respond to every data request within one month of receiving it. If a request is especially complex we will tell you within that month why we need more time.',
    ],
  },
  {
    id: 'children',
    heading: "Children's privacy",
    paragraphs: [
      'TopGear Perform is a service for working adults and is not directed at children. We do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, please contact us and we will delete it promptly.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    paragraphs: [
      'Some of our service providers may store or process information outside Bangladesh. When that happens, we make sure the information receives a level of protection consistent with this policy.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy as the Service or the law changes. The date at the top of this page shows when it last changed, and we will notify account administrators by email of any significant change.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    paragraphs: [
      'If you have a question or concern about your privacy, please get in touch through our Contact page or write to TopGear Perform at our office in Dhaka, Bangladesh.',
    ],
  },
];
