import type { SocialNetwork } from '@/components/brand/social-icons';

export interface TeamMember {
  name: string;
  jobTitle: string;
  bio: string;
  avatar: string;
  socialNetworks: readonly SocialNetwork[];
}

export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Farhana Rahman',
    jobTitle: 'Chief Executive Officer',
    bio: 'Spent a decade running people operations for fast-growing companies in Dhaka before founding TopGear Perform. She still joins a customer onboarding call every week.',
    avatar: '/media/team/farhana-rahman.svg',
    socialNetworks: ['LinkedIn', 'X', 'Facebook'],
  },
  {
    name: 'Tanvir Ahmed',
    jobTitle: 'Chief Technology Officer',
    bio: 'Leads the platform behind the dashboard, from real-time chat to goal tracking, with a close eye on security, privacy and uptime.',
    avatar: '/media/team/tanvir-ahmed.svg',
    socialNetworks: ['LinkedIn', 'X'],
  },
  {
    name: 'Nusrat Jahan',
    jobTitle: 'Head of People',
    bio: 'Shapes how we hire, review and grow our own team, and turns what she learns into the review templates and guides our customers use.',
    avatar: '/media/team/nusrat-jahan.svg',
    socialNetworks: ['LinkedIn', 'Instagram'],
  },
  {
    name: 'Arif Hossain',
    jobTitle: 'Lead Engineer',
    bio: 'Builds the task board, days-off tracking and notifications, and believes that a page which loads instantly is a feature in its own right.',
    avatar: '/media/team/arif-hossain.svg',
    socialNetworks: ['LinkedIn', 'X'],
  },
  {
    name: 'Sadia Islam',
    jobTitle: 'Product Designer',
    bio: 'Designs the screens managers and employees use every day, and tests each one with real teams, on real phones, before it ships.',
    avatar: '/media/team/sadia-islam.svg',
    socialNetworks: ['LinkedIn', 'Instagram', 'Facebook'],
  },
  {
    name: 'Imran Chowdhury',
    jobTitle: 'Customer Success Lead',
    bio: 'Helps new customers set up goals, reviews and licences in their first weeks, and brings their feedback straight back to the product team.',
    avatar: '/media/team/imran-chowdhury.svg',
    socialNetworks: ['LinkedIn', 'Facebook'],
  },
];
