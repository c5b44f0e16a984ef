import Briefcase from 'lucide-react/icons/briefcase';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ClipboardPen from 'lucide-react/icons/clipboard-pen';
import ListTodo from 'lucide-react/icons/list-todo';
import Newspaper from 'lucide-react/icons/newspaper';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Palmtree from 'lucide-react/icons/palmtree';
import PhoneCall from 'lucide-react/icons/phone-call';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Star from 'lucide-react/icons/star';
import Target from 'lucide-react/icons/target';
import Upload from 'lucide-react/icons/upload';
import Users from 'lucide-react/icons/users';
import UsersRound from 'lucide-react/icons/users-round';
import { paths } from '@/config/paths';
import { entriesFor, type MenuEntry, type MenuRoles } from './menu';

export const homeMenuEntries: readonly MenuEntry[] = [
  {
    title: 'Create Goal',
    description: 'Set a goal with a target and dates, and see the feedback on it.',
    to: paths.dashboard.addGoal.getHref(),
    Icon: Target,
    audience: 'employees',
  },
  {
    title: 'Task Center',
    description: 'Your tasks from not started to completed.',
    to: paths.dashboard.task.getHref(),
    Icon: ListTodo,
    audience: 'everyone',
  },
  {
    title: '1:1s',
    description: 'Your 1:1s and team meetings: agendas, notes and action items.',
    to: paths.dashboard.meetings.getHref(),
    Icon: CalendarCheck,
    audience: 'everyone',
  },
  {
    title: 'Keep Notes',
    description: 'Jot down what you need to remember.',
    to: paths.dashboard.notes.getHref(),
    Icon: NotebookPen,
    audience: 'everyone',
  },
  {
    title: 'People',
    description: 'Everyone in the company: their job, department and who they report to.',
    to: paths.dashboard.people.getHref(),
    Icon: UsersRound,
    audience: 'everyone',
  },
  {
    title: 'Performance reviews',
    description: 'Write the reviews you are asked for, about yourself and the people you work with.',
    to: paths.dashboard.performance.getHref(),
    Icon: ClipboardPen,
    audience: 'everyone',
  },
  {
    title: 'All Employee',
    description: 'The directory of everyone in the company.',
    to: paths.dashboard.employee.getHref(),
    Icon: Users,
    audience: 'managers',
  },
  {
    title: 'Reviews',
    description: 'Tell us how TopGear Perform works for you.',
    to: paths.dashboard.reviews.getHref(),
    Icon: Star,
    audience: 'everyone',
  },
  {
    title: 'Take Vacation',
    description: 'Record days off and see what is left.',
    to: paths.dashboard.vacationSelect.getHref(),
    Icon: Palmtree,
    audience: 'everyone',
  },
  {
    title: 'Emergency Contact',
    description: 'Who we call if something happens to you.',
    to: paths.dashboard.emergency.getHref(),
    Icon: PhoneCall,
    audience: 'employees',
  },
  {
    title: 'Upload File',
    description: 'Keep your documents in one place.',
    to: paths.dashboard.uploadFile.getHref(),
    Icon: Upload,
    audience: 'employees',
  },
  {
    title: 'Admin Activity',
    description: 'Users, content, demos and courses.',
    to: paths.dashboard.admin.getHref(),
    Icon: ShieldCheck,
    audience: 'admins',
  },
  {
    title: 'Manager Activity',
    description: 'Days off, goals and chat requests of your people.',
    to: paths.dashboard.manager.getHref(),
    Icon: Briefcase,
    audience: 'leads',
  },
  {
    title: 'News Feed',
    description: 'What is happening around the company.',
    to: paths.dashboard.newsFeed.getHref(),
    Icon: Newspaper,
    audience: 'everyone',
  },
];

/** The entries this user's roles show, in menu order. */
export const homeMenuFor = (roles: MenuRoles) => entriesFor(homeMenuEntries, roles);
