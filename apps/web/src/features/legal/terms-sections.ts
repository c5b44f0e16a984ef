import type { LegalSection } from './components/legal-document';

export const TERMS_LAST_UPDATED = '2022-08-10';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    paragraphs: [
      'These Terms and Conditions govern your use of the TopGear Perform website, dashboard, mobile apps and related services (together, the "Service"). By creating an account, signing in, booking a demo or otherwise using the Service, you agree to be bound by these terms.',
      'If you use the Service on behalf of a company or other organisation, you confirm that you are authorised to accept these terms for it, and "you" refers to both you and that organisation.',
    ],
  },
  {
    id: 'about-us',
    heading: 'About TopGear Perform',
    paragraphs: [
      'TopGear Perform is a workforce performance and HR management platform operated from Dhaka, Bangladesh. It brings task management, goals, performance reviews, days off, recognition and company news together in one place.',
    ],
  },
  {
    id: 'eligibility',
    heading: 'Eligibility',
    paragraphs: [
      'You must be at least 18 years old to create an account or use the Service. By using the Service you confirm that you meet this requirement and that you have the legal capacity to enter into a binding agreement.',
      'We may ask for reasonable proof of age and close any account we believe belongs to someone under 18.',
    ],
  },
  {
    id: 'accounts',
    heading: 'Your account',
    paragraphs: [
      'You must give accurate, current and complete information when you register and keep it up to date. Each account is personal: do not share your password or let anyone else sign in as you.',
      'You are responsible for everything that happens under your account. Tell us straight away through our Contact page if you suspect that someone has gained access to it without your permission.',
    ],
  },
  {
    id: 'organisation-accounts',
    heading: 'Organisation accounts and administrators',
    paragraphs: [
      'When an organisation subscribes, it appoints one or more administrators and managers. They can add and remove employees, review goals and days off, leave feedback and manage company content.',
      'The organisation is responsible for the people it invites, for the roles it gives them and for making sure its use of the Service complies with its own employment policies and applicable law.',
    ],
  },
  {
    id: 'licences',
    heading: 'Licences and seats',
    paragraphs: [
      'Subscriptions are sold as regular licences for your own employees and external licences for people outside your organisation, such as contractors. Each account may also invite collaborators, up to 20 people or 15% of its licence count, whichever is greater.',
      'A licence is assigned to one named person at a time. You may move a licence to another person when someone leaves, but you may not share one licence between several people.',
    ],
  },
  {
    id: 'demos-and-trials',
    heading: 'Demos and trials',
    paragraphs: [
      'You can book a free live demo from our Schedule Demo page. Trial or demo access is provided as it is, for evaluation only, and may be limited in features or duration.',
      'At the end of a trial, your workspace stays available for a short grace period so that you can subscribe without losing the data you entered.',
    ],
  },
  {
    id: 'fees-and-payment',
    heading: 'Fees and payment',
    paragraphs: [
      'Prices for each plan are listed on our Pricing page or in the quote we send you. Fees are charged in advance for each billing period (monthly or quarterly, depending on your plan) and are exclusive of any applicable taxes.',
      'If a payment fails, we will let you know and give you a reasonable opportunity to update your payment details before we limit access to paid features.',
    ],
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    paragraphs: [
      'If TopGear Perform is not right for your team, you may request a full refund within 30 days of purchase. Send the request through our Contact page with the email address of the account and the date of the payment.',
      'Approved refunds are returned to the original payment method, usually within 10 business days. After the 30-day period, fees already paid are not refundable, except where the law requires otherwise.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    paragraphs: [
      'You agree not to misuse the Service. In particular, you will not upload unlawful, defamatory or discriminatory content; harass or monitor colleagues in a way the law does not permit; try to gain access to accounts or data that are not yours; or interfere with the security or performance of the Service.',
      'You will not copy, resell or reverse engineer the Service, or use automated means to access it, except through the features and interfaces we provide for that purpose.',
    ],
  },
  {
    id: 'your-content',
    heading: 'Your content and employee data',
    paragraphs: [
      'You keep ownership of everything you and your colleagues put into the Service, including tasks, goals, reviews, notes, files and news posts. You give us a limited permission to store, process and display that content only to provide and improve the Service for you.',
      'You are responsible for having the right to share any personal data of employees or other people that you enter, and for informing them as your local law requires.',
    ],
  },
  {
    id: 'our-property',
    heading: 'Our intellectual property',
    paragraphs: [
      'The Service, including its software, design, text, e-books, courses, logos and trademarks, belongs to TopGear Perform or its licensors and is protected by intellectual property law. These terms do not transfer any of those rights to you.',
      'Our free e-books and courses may be read and shared within your organisation for learning purposes, but not republished or sold.',
    ],
  },
  {
    id: 'feedback',
    heading: 'Feedback and reviews',
    paragraphs: [
      'We welcome ideas, suggestions and reviews. If you send us feedback, we may use it to improve the Service without any obligation to you. Reviews you publish on our site must reflect your honest experience, and we may show them, with your name, on our marketing pages.',
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Third-party services',
    paragraphs: [
      'The Service may link to or work with services provided by others, such as calendar, video meeting or payment providers. Those services are governed by their own terms, and we are not responsible for their content or availability.',
    ],
  },
  {
    id: 'availability-and-support',
    heading: 'Availability and support',
    paragraphs: [
      'We work hard to keep the Service available around the clock and to announce planned maintenance in advance. We cannot promise that it will always be uninterrupted or error free.',
      'Support is available through our Help Center, FAQ, live chat and Contact page. Response times depend on your plan.',
    ],
  },
  {
    id: 'confidentiality',
    heading: 'Confidentiality',
    paragraphs: [
      'Each party will keep confidential any non-public information it receives from the other in connection with the Service, use it only for the purposes of these terms and protect it with at least reasonable care.',
    ],
  },
  {
    id: 'privacy',
    heading: 'Privacy and data protection',
    paragraphs: [
      'Our Privacy policy explains what personal information we collect, why we collect it and how you can exercise your rights. It forms part of these terms. We apply appropriate technical and organisational measures to protect the data you entrust to us.',
    ],
  },
  {
    id: 'suspension-and-termination',
    heading: 'Suspension and termination',
    paragraphs: [
      'You may stop using the Service and close your account at any time. We may suspend or close an account that seriously or repeatedly breaches these terms, or where we are required to do so by law, and we will tell you why unless the law prevents us.',
      "After an account is closed, you can ask us for an export of your organisation's data for 30 days. After that period we delete it, except for records we must keep by law.",
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers',
    paragraphs: [
      'The Service helps you organise and review work, but decisions about hiring, pay, promotion and dismissal remain yours. To the extent permitted by law, the Service is provided "as is" and "as available", without warranties of any kind beyond those stated in these terms.',
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of liability',
    paragraphs: [
      'To the extent permitted by law, TopGear Perform is not liable for indirect or consequential losses, such as lost profits, lost data or business interruption. Our total liability for any claim relating to the Service is limited to the fees you paid us in the twelve months before the claim arose.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    paragraphs: [
      'You agree to compensate TopGear Perform for reasonable losses and costs arising from a claim by a third party that results from your breach of these terms or from content you uploaded without the right to do so.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to the Service and these terms',
    paragraphs: [
      'We improve the Service continuously and may add, change or retire features. We may also update these terms from time to time; the date at the top of this page shows when they last changed.',
      'If a change materially affects your rights, we will notify account administrators by email at least 14 days before it takes effect. Continuing to use the Service after that date means you accept the updated terms.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law and disputes',
    paragraphs: [
      'These terms are governed by the laws of Bangladesh. We would always rather resolve a disagreement by talking to you first; if that fails, the courts of Dhaka, Bangladesh, have exclusive jurisdiction over any dispute arising from these terms or the Service.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    paragraphs: [
      'If you have any questions about these terms, please get in touch through our Contact page or write to TopGear Perform at our office in Dhaka, Bangladesh. We are happy to explain anything that is unclear.',
    ],
  },
];
