/** How people reach the company: shown on the contact, pricing, about and demo pages. */
export const companyContact = {
  phone: { display: '+880 1700-000000', dial: '+8801700000000' },
  email: 'hello@topgearperform.com',
  address: ['House 12, Road 7, Gulshan 1', 'Dhaka 1212, Bangladesh'],
} as const;
